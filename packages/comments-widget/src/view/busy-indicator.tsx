import { useComments } from './contexts.ts'

/** The spinner of a call in flight (`div.busy`, as the site's stylesheet knows it), with words for screen readers. */
export function BusyIndicator() {
  const { strings } = useComments()
  return (
    <div className="busy">
      <span className="jc-visually-hidden">{strings.busy}</span>
    </div>
  )
}
