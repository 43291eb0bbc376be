import { type EditorConfig, parseFormInit } from '@jc/protocol'
import { allowedUrl } from '@jc/widget-kit'
import { useEffect, useMemo } from 'react'

/**
 * The editor's images through the one address check: a custom button whose
 * icon is refused shows its title, smileys from a refused folder are left out.
 */
function checkedImages(config: EditorConfig | null): EditorConfig | null {
  if (!config) return null
  const { smileys } = config
  return {
    ...config,
    customButtons: config.customButtons.map((button) => ({
      ...button,
      icon: allowedUrl(button.icon, `<jc-comments> the icon of the button ${button.id}`) ?? '',
    })),
    smileys: smileys && {
      ...smileys,
      items: smileys.items.filter((smiley) =>
        allowedUrl(`${smileys.baseUrl}/${smiley.image}`, '<jc-comments> a smiley'),
      ),
    },
  }
}

/**
 * The editor the server's form script (S19) describes, read as data where
 * the form is built: the reader comes with the form's chunk, not with the
 * thread. What it leaves out (a custom button beyond repair) is named in the
 * console once per script; a script it cannot read at all leaves the
 * widget's own editor.
 */
export function useEditorConfig(
  script: string | null,
  log: Pick<Console, 'warn'>,
): EditorConfig | null {
  const config = useMemo(
    () => (script === null ? null : checkedImages(parseFormInit(script))),
    [script],
  )
  useEffect(() => {
    if (script === null) return
    if (!config) {
      log.warn(
        `<jc-comments>: the server's form script could not be read, so the editor keeps its own settings (it was not run): ${script.slice(0, 200)}`,
      )
      return
    }
    for (const part of config.ignored) {
      log.warn(
        `<jc-comments>: the comment editor leaves out a part of the server's form script it cannot read (it was not run): ${part}`,
      )
    }
  }, [script, config, log])
  return config
}
