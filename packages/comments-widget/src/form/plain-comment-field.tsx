import { defaultRows, rowsFor } from '../editor/autosize.ts'
import type { CommentEditorProps } from '../editor/comment-editor.tsx'

type PlainCommentFieldProps = Pick<
  CommentEditorProps,
  'id' | 'name' | 'label' | 'value' | 'onEdit' | 'invalid' | 'describedBy'
>

/**
 * The comment's textarea when the editor's chunk did not arrive: the same
 * id, name, label and text, and the editor's classes, so the site's styles
 * and the form's keys (Ctrl+Enter, Escape) still apply; no toolbar, counter
 * or preview.
 */
export function PlainCommentField(props: PlainCommentFieldProps) {
  const { id, value, onEdit } = props
  return (
    <div className="jc-editor">
      <label htmlFor={id} className="jc-editor-label">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        className={props.invalid ? 'jc-editor-textarea error' : 'jc-editor-textarea'}
        dir="auto"
        rows={rowsFor(value, defaultRows)}
        value={value}
        aria-invalid={props.invalid}
        {...(props.describedBy ? { 'aria-describedby': props.describedBy } : {})}
        onChange={(event) =>
          onEdit({
            text: event.target.value,
            selection: { start: event.target.selectionStart, end: event.target.selectionEnd },
          })
        }
      />
    </div>
  )
}
