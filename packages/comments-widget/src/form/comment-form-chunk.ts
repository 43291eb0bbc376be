/**
 * What the comment form's chunk brings (`load-form-view.ts`): the form's
 * logic, which reads the server's form and runs its state, with its view and
 * the BBCode editor. A visitor who only reads the thread loads neither; the
 * element holds a `LazyForm` until they arrive.
 */
export { createCommentForm } from './comment-form.ts'
export { CommentFormView } from './comment-form-view.tsx'
