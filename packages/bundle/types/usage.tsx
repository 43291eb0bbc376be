// Compiled against the shipped declarations alone (types/tsconfig.json), as a
// site's own TypeScript would see them: tags, events and JSX attributes typed.
/// <reference path="./jc-widgets.d.ts" />
/// <reference path="./jc-widgets-react.d.ts" />

const comments = document.querySelector('jc-comments')
comments?.addEventListener('jc-posted', (event) => {
  const parent: number = event.detail.parentId
  const id: number | null = event.detail.commentId
  return [parent, id]
})
document.addEventListener('listing-tabs:error', (event) => event.detail.request)

export const commentsBlock = (
  <jc-comments
    object-id={21}
    object-group="com_content"
    request-uri="/jc/"
    lang="fa"
    auto-show-form
  >
    <div id="jc" />
  </jc-comments>
)
// @ts-expect-error: the language is fa or en
export const wrongLanguage = <listing-tabs lang="de" />
