import { type Actor, type FaultSwitch, type Faults, faultSwitches } from '@jc/server-emulation'
import './qa-panel.css'
import { actors, maxLatencyMs, type QaSettings } from './qa-settings.ts'
import type { DemoMocks } from './start-mocks.ts'

const actorLabels: Record<Actor, string> = {
  guest: 'Visitor (guest)',
  registered: 'Registered user',
  admin: 'Moderator (Super User)',
}

const faultLabels: Record<FaultSwitch, string> = {
  status500: 'HTTP 500 error page',
  phpWarning: 'PHP warning before the answer',
  timeout: 'Never answer (timeout)',
  garbage: 'Garbage instead of the answer',
  status502: 'HTTP 502 from a proxy',
  status403: 'HTTP 403 (session ended)',
  connectionReset: 'Connection reset',
  emptyBody: 'Empty answer (work done)',
  truncated: 'Answer cut short (work done)',
}

type Server = 'comments' | 'listing'

/** How many of `faultSwitches`, from the first, are always in view; the rest are under More faults. */
const everydaySwitches = 4

/**
 * The QA panel every demo page carries: who the visitor is to the comments
 * server, and the fault switches of both servers. Changes apply to the next
 * request at once and are kept for the browser tab.
 */
export function mountQaPanel(parent: HTMLElement, mocks: DemoMocks): HTMLElement {
  const status = element('p', { role: 'status', class: 'qa-status' })
  const apply = (settings: QaSettings, message: string) => {
    mocks.update(settings)
    status.textContent = message
  }

  const actorChoice = fieldset(
    'Signed in as',
    actors.map((actor) => {
      const input = element('input', {
        type: 'radio',
        name: 'qa-actor',
        id: `qa-actor-${actor}`,
        value: actor,
      })
      input.checked = mocks.settings.actor === actor
      input.addEventListener('change', () =>
        apply(
          { ...mocks.settings, actor },
          `Comments are now answered for: ${actorLabels[actor]}. Reload the comments to see their toolbar.`,
        ),
      )
      return labelled(input, actorLabels[actor])
    }),
  )

  const resetButton = element('button', { type: 'button' }, 'Reset the comments data')
  resetButton.addEventListener('click', () => {
    mocks.resetData()
    status.textContent = 'Comments, votes, reports and subscriptions are back to the seeded state.'
  })

  const captcha = element('p', {}, 'Captcha code: ')
  captcha.append(element('code', {}, mocks.captchaCode))

  // The panel's words are English, left to right; the panel itself takes the page's direction.
  const details = element('details', { dir: 'ltr' })
  details.append(
    element('summary', {}, 'QA panel'),
    captcha,
    actorChoice,
    faultControls('comments', 'Comments server', mocks, apply),
    faultControls('listing', 'Listing server', mocks, apply),
    resetButton,
    status,
  )
  const panel = element('aside', { class: 'qa-panel', 'aria-label': 'QA panel', lang: 'en' })
  panel.append(details)
  parent.append(panel)
  return panel
}

function faultControls(
  server: Server,
  title: string,
  mocks: DemoMocks,
  apply: (settings: QaSettings, message: string) => void,
): HTMLFieldSetElement {
  const faults = (): Faults => mocks.settings[server]
  const change = (next: Faults, message: string) =>
    apply({ ...mocks.settings, [server]: next }, `${title}: ${message}`)

  const latency = element('input', {
    type: 'number',
    id: `qa-${server}-latency`,
    min: '0',
    max: String(maxLatencyMs),
    step: '100',
    inputmode: 'numeric',
  })
  latency.value = String(faults().latencyMs)
  latency.addEventListener('change', () => {
    const value = Math.min(Math.max(Number(latency.value) || 0, 0), maxLatencyMs)
    latency.value = String(value)
    change({ ...faults(), latencyMs: value }, `every answer now waits ${value} ms.`)
  })

  const switches = faultSwitches.map((name) => {
    const input = element('input', { type: 'checkbox', id: `qa-${server}-${name}` })
    input.checked = faults()[name]
    input.addEventListener('change', () =>
      change(
        { ...faults(), [name]: input.checked },
        `${faultLabels[name]} ${input.checked ? 'on' : 'off'}.`,
      ),
    )
    return labelled(input, faultLabels[name])
  })

  const latencyRow = element('p', {})
  latencyRow.append(element('label', { for: latency.id }, 'Latency (ms)'), latency)
  // The rarer faults fold away, so the open panel leaves the page's controls within reach.
  const more = element('details', { class: 'qa-more' })
  more.append(element('summary', {}, 'More faults'), ...switches.slice(everydaySwitches))
  return fieldset(title, [latencyRow, ...switches.slice(0, everydaySwitches), more])
}

function fieldset(legend: string, children: HTMLElement[]): HTMLFieldSetElement {
  const set = element('fieldset', {})
  set.append(element('legend', {}, legend), ...children)
  return set
}

function labelled(input: HTMLInputElement, text: string): HTMLElement {
  const label = element('label', { for: input.id }, text)
  const row = element('p', { class: 'qa-choice' })
  row.append(input, label)
  return row
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  if (text !== undefined) node.textContent = text
  return node
}
