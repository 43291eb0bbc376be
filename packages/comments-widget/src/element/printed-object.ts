import { type SafeFragment, warnAttribute } from '@jc/widget-kit'
import { actionAttribute, actionOf } from '../model/markup.ts'
import { type CommentsConfig, tag } from './config.ts'

/**
 * The configuration the widget goes on with: its attributes, unless the block
 * it holds names another commented item in its own controls (the page
 * numbers, Refresh, the form link, the subscription). The server printed the
 * block for the page it is on: a template that wrapped it with another
 * item's id would send the visitor's comment there. Each attribute that
 * disagrees is named in the console, with the value to give it.
 */
export function agreeWithBlock(
  config: CommentsConfig,
  block: SafeFragment | null,
  log: Pick<Console, 'warn'>,
): CommentsConfig {
  const control = block?.fragment.querySelector(`[${actionAttribute}*='"objectId"']`)
  const action = control ? actionOf(control) : null
  if (!action || !('objectId' in action)) return config
  const { objectId, objectGroup } = action
  for (const [name, given, held] of [
    ['object-id', config.objectId, objectId],
    ['object-group', config.objectGroup, objectGroup],
  ] as const) {
    if (given !== held)
      warnAttribute(tag, name, String(given), `"${held}", as its comments say`, log)
  }
  return { ...config, objectId, objectGroup }
}
