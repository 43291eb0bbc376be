import { createJCommentsTransport } from '@jc/protocol'
import {
  afterNextPaint,
  type ElementProps,
  elementLanguage,
  emit,
  initialMarkup,
  type Language,
  type SafeFragment,
  SanitizedNodes,
  sanitizerEngine,
  yieldToBrowser,
} from '@jc/widget-kit'
import { useEffect, useState } from 'react'
import { type CommentsController, createController } from '../controller/controller.ts'
import { slicedThreads, type ThreadSlicing, wholeThreads } from '../controller/thread-feeder.ts'
import { browserEnvironment, type CommentsEnvironment } from '../environment.ts'
import { draftKey } from '../form/drafts.ts'
import { FormContext } from '../form/form-context.ts'
import { withFormLinkAction } from '../form/form-link.ts'
import { createFormStore } from '../form/form-store.ts'
import { createLazyForm, type LazyForm } from '../form/lazy-form.ts'
import { linkedCommentId } from '../model/comment-link.ts'
import { activePageIn } from '../model/current-page.ts'
import { initialState } from '../model/initial-state.ts'
import { hasActions, prepareMarkup } from '../model/markup.ts'
import { createCommentsStore } from '../model/store.ts'
import { nativeSliceLength, sliceLength } from '../model/thread-slices.ts'
import { commentsStrings } from '../strings.ts'
import { CommentsView } from '../view/comments-view.tsx'
import { CommentsContext, type CommentsContextValue } from '../view/contexts.ts'
import { carryHeights } from '../view/kept-place.ts'
import { loadFocusKeeper } from '../view/use-focus-keeper.ts'
import { type CommentsConfig, readConfig, tag } from './config.ts'
import { agreeWithBlock } from './printed-object.ts'

export interface JcCommentsProps extends ElementProps {
  readonly objectId?: string
  readonly objectGroup?: string
  readonly requestUri?: string
  readonly lang?: string
  /** Tests and hosts may replace the browser's effects. */
  readonly environment?: CommentsEnvironment
}

/** The printed block, sanitized: all of it, or its first screen and the slices that follow. */
interface ServerBlock {
  readonly block: SafeFragment | null
  readonly rest: readonly string[]
}

function serverBlock(
  container: HTMLElement,
  config: CommentsConfig | null,
  language: Language,
  slicing: ThreadSlicing,
  urlFragment: string,
): ServerBlock {
  const copy = initialMarkup(container)
  const holder = copy.ownerDocument.createElement('div')
  holder.append(copy.cloneNode(true))
  if (holder.textContent?.trim() === '' && !holder.querySelector('*'))
    return { block: null, rest: [] }
  const html = holder.innerHTML
  // A link to one comment: it is in the first render, where the browser scrolled the printed block to it.
  const slices = slicing.slice(html, linkedCommentId(urlFragment))
  // Without a usable config (the printed block is only shown), the attributes' defaults.
  const prepared = prepareMarkup(slices?.first ?? html, {
    linksInNewWindow: false,
    headingLevel: 2,
    ...config,
    language,
    warn: (message) => console.warn(message),
  })
  // Before the render replaces the printed nodes, where the visitor may be reading already.
  carryHeights(container, prepared.fragment)
  const rest = slices?.rest ?? []
  const jc = prepared.fragment.querySelector('#jc')
  if (!jc) return { block: prepared, rest }
  const fragment = prepared.fragment.ownerDocument.createDocumentFragment()
  fragment.append(...Array.from(jc.childNodes))
  return { block: { fragment }, rest }
}

interface Instance extends CommentsContextValue {
  readonly form: LazyForm
  /** Starts the thread's first work; the function it returns stops what still waits on the visitor. */
  start(): () => void
}

function createInstance(
  container: HTMLElement,
  config: CommentsConfig,
  language: Language,
  { block, rest }: ServerBlock,
  environment: CommentsEnvironment,
  slicing: ThreadSlicing,
): Instance {
  const strings = commentsStrings[language]
  // Read before the state takes the block's nodes.
  const printedWithoutHandlers = block !== null && !hasActions(block)
  // Read before the state takes the block's nodes, so without copying the thread.
  const printedPage = activePageIn(block?.fragment ?? null)
  const initial = initialState(block)
  const store = createCommentsStore({
    ...initial,
    formArea: withFormLinkAction(initial.formArea, config.objectId, config.objectGroup),
  })
  const form = createLazyForm(
    {
      store: createFormStore(),
      environment,
      objectId: config.objectId,
      objectGroup: config.objectGroup,
      // The controller is created next; the form posts only after the first render.
      send: (request) => controller.send(request),
      reloadThread: () => controller.reload(),
      announce: (name, detail) => emit(container, name, detail),
      say: (text) => store.getState().dispatch({ type: 'announced', text }),
      language,
    },
    () => controller.formUnavailable(),
  )
  // A page that prints the form with the thread: the widget renders it from the start.
  form.receivePrinted(initialMarkup(container))
  const controller: CommentsController = createController({
    element: container,
    objectId: config.objectId,
    objectGroup: config.objectGroup,
    store,
    transport: createJCommentsTransport({
      endpoint: config.requestUri,
      pageUrl: container.ownerDocument.location.href,
    }),
    form,
    environment,
    strings,
    linksInNewWindow: config.linksInNewWindow,
    headingLevel: config.headingLevel,
    language,
    slicing,
  })
  return {
    store,
    controller,
    form,
    strings,
    headingLevel: config.headingLevel,
    language,
    environment,
    maxLength: config.maxLength,
    start() {
      // What the thread waits for before its controls work; a click made
      // before then is held by the loader until `jc-ready` says so.
      const shown: Promise<void>[] = []
      const stop = new AbortController()
      if (rest.length > 0) shown.push(controller.continueThread(rest))
      const fragment = environment.fragment()
      const linked = linkedCommentId(fragment)
      // As the stock client does with its anti-cache flag: the page holding the
      // comment comes from the server, fresh even where the page was cached.
      if (linked !== null && config.autoShowComment) shown.push(controller.showComment(linked))
      else if (config.autoShowList) shown.push(controller.showPage(0))
      else if (!block)
        environment.log.warn(
          `<${tag}>: it holds no JComments block, so it shows no comments; print the server's div#jc inside it, or add auto-show-list.`,
        )
      else if (printedWithoutHandlers && store.getState().thread.roots.length > 0) {
        // The page's markup came without its inline handlers (a site under a
        // strict CSP strips them): the same page from the server carries them.
        // It is asked for at the visitor's first touch of the block: a reader
        // who never acts on the thread never needs them, nor the HTTP client
        // that fetches them (7 KB), and the loader holds a click made meanwhile.
        shown.push(
          environment.firstTouch(container, stop.signal).then(() =>
            controller.showPage(printedPage, {
              quiet: true,
              // The render replaces the control a keyboard's first touch focused: what keeps
              // that focus must be there (a click focuses too; a failed fetch only costs it).
              applyAfter: () =>
                Promise.allSettled([environment.pressEnded(container), loadFocusKeeper()]),
            }),
          ),
        )
      }
      void Promise.all(shown).finally(() => emit(container, 'jc-ready', null))
      const asked = /^addcomments?$/.test(fragment) && config.autoShowForm
      // An unsent draft from before a reload brings its form back at once.
      const drafted =
        environment.drafts.read(draftKey(config.objectGroup, config.objectId)) !== null
      if ((asked || drafted) && !form.isLoaded()) {
        void controller.showForm('comments-form-link').then(() => {
          // From its home's top: the "Add comment" heading above the anchor shows too.
          if (asked) environment.scrollTo('comments-form-link')
        })
      }
      environment.renderAhead(container, stop.signal)
      return () => stop.abort()
    },
  }
}

/**
 * `<jc-comments>`: threaded visitor comments over the site's JComments server.
 *
 * @attr object-id - the commented item's id (required)
 * @attr object-group - its component, e.g. `com_content` (required)
 * @attr request-uri - the JComments AJAX URL (required); the host is always the page's
 * @attr lang - `fa` or `en`; else the page's language
 * @attr auto-show-list - load page 0 of the comments at once
 * @attr auto-show-comment - with `#comment-<id>` in the URL, load the page holding that comment and scroll to it; on unless `"false"`
 * @attr auto-show-form - with `#addcomments` in the URL, show the form; on unless `"false"`
 * @attr max-length - the comment length the form counts down from when the server sends the form without its init script (else the server's counter, or none)
 * @attr links-new-window - links in comments open in a new window
 * @attr heading-level - the outline level of the block's headings (2)
 * @event jc-ready, jc-loaded, jc-voted, jc-reported, jc-subscription-change, jc-published, jc-deleted, jc-banned, jc-posted, jc-saved, jc-error
 */
export function JcComments({ container, environment }: JcCommentsProps) {
  const [instance] = useState(() => {
    if (!container) return null
    const env = environment ?? browserEnvironment()
    const config = readConfig(container, env.log)
    const slicing = config
      ? slicedThreads(
          { afterPaint: afterNextPaint, yieldToBrowser },
          sanitizerEngine() === 'native' ? nativeSliceLength : sliceLength,
        )
      : wholeThreads
    const direction = elementLanguage(container)
    const printed = serverBlock(container, config, direction.language, slicing, env.fragment())
    return {
      block: printed.block,
      live: config
        ? createInstance(
            container,
            agreeWithBlock(config, printed.block, env.log),
            direction.language,
            printed,
            env,
            slicing,
          )
        : null,
      direction,
    }
  })
  useEffect(() => instance?.live?.start(), [instance])
  if (!instance) return null
  if (!instance.live) {
    // Without a usable configuration the server's markup stays, readable and inert.
    return instance.block ? <SanitizedNodes nodes={instance.block} id="jc" /> : null
  }
  return (
    <CommentsContext.Provider value={instance.live}>
      <FormContext.Provider value={instance.live.form}>
        <CommentsView
          language={instance.direction.language}
          direction={instance.direction.direction}
        />
      </FormContext.Provider>
    </CommentsContext.Provider>
  )
}
