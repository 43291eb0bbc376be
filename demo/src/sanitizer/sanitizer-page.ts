import { hostileCorpus, hostilePayloads } from '@jc/server-emulation'
import {
  boundaryCases,
  createNativeEngine,
  createPurifyEngine,
  hasNativeSanitizer,
  type SanitizerEngine,
  sanitizeWith,
  serialize,
} from '@jc/widget-kit/sanitizer-engines'
import { inertProblems } from './inert-problems.ts'

interface Shape {
  readonly name: string
  readonly html: string
  readonly keepForms?: boolean
  readonly linksInNewWindow?: boolean
  /** What both engines must give; for a hostile payload only inert and equal output is asked. */
  readonly expected?: string
  /** For the corpus only inert output is asked: where the engines parse differently, both drop it. */
  readonly engineOutputsMayDiffer?: boolean
}

const engines: SanitizerEngine[] = [
  ...(hasNativeSanitizer(window) ? [createNativeEngine(window)] : []),
  createPurifyEngine(window),
]

/** One engine's output for a shape, and what is wrong with it. */
function verdict(engine: SanitizerEngine, shape: Shape) {
  const { fragment } = sanitizeWith(engine, shape.html, shape)
  const problems = inertProblems(fragment, shape.keepForms)
  const output = serialize(fragment)
  if (shape.expected !== undefined && output !== shape.expected) {
    problems.push(`gave ${output} where ${shape.expected} was expected`)
  }
  return { engine: engine.name, output, problems }
}

function line(text: string, className = ''): HTMLElement {
  const element = document.createElement('p')
  element.textContent = text
  element.className = className
  return element
}

/** A shape's verdicts as a list item: its name, then each engine's output or problems. */
function report(shape: Shape): HTMLLIElement {
  const verdicts = engines.map((engine) => verdict(engine, shape))
  const outputs = new Set(verdicts.map((each) => each.output))
  const item = document.createElement('li')
  const same = outputs.size === 1 || shape.engineOutputsMayDiffer === true
  const ok = same && verdicts.every((each) => each.problems.length === 0)
  item.dataset.verdict = ok ? 'pass' : 'fail'
  item.append(line(`${ok ? 'pass' : 'FAIL'}: ${shape.name}`))
  for (const each of verdicts) {
    item.append(line(`${each.engine}: ${each.output || '(nothing)'}`))
    for (const problem of each.problems) item.append(line(`${each.engine}: ${problem}`, 'warning'))
  }
  if (outputs.size > 1) item.append(line('the engines disagree', 'warning'))
  return item
}

const shapes: Shape[] = [
  ...boundaryCases,
  ...Object.entries(hostilePayloads).map(([name, html]) => ({ name: `hostile ${name}`, html })),
  ...hostileCorpus.flatMap(({ name, html }) => [
    { name: `corpus ${name}`, html, engineOutputsMayDiffer: true },
    { name: `corpus ${name}, forms kept`, html, keepForms: true, engineOutputsMayDiffer: true },
  ]),
]

const status = document.getElementById('engines')
if (status) {
  status.textContent = hasNativeSanitizer(window)
    ? 'This browser has the HTML Sanitizer API: the widgets use it; DOMPurify is shown beside it.'
    : 'This browser has no HTML Sanitizer API: the widgets use DOMPurify, shown alone.'
}

document.getElementById('run-shapes')?.addEventListener('click', () => {
  const items = shapes.map(report)
  document.getElementById('shapes-result')?.replaceChildren(...items)
  const failed = items.filter((item) => item.dataset.verdict === 'fail').length
  const summary = document.getElementById('shapes-summary')
  if (summary) {
    summary.textContent = `${items.length - failed} of ${items.length} shapes pass with ${engines.map((engine) => engine.name).join(' and ')}.`
  }
})

const form = document.querySelector<HTMLFormElement>('#try')
form?.addEventListener('submit', (event) => {
  event.preventDefault()
  const markup = document.querySelector<HTMLTextAreaElement>('#try-markup')?.value ?? ''
  const checked = (id: string) => document.querySelector<HTMLInputElement>(id)?.checked === true
  const shape = {
    name: 'your markup',
    html: markup,
    keepForms: checked('#try-forms'),
    linksInNewWindow: checked('#try-new-window'),
  }
  document.getElementById('try-result')?.replaceChildren(report(shape))
})
