/** The names that apply, in order, as a class attribute. */
export function classNames(...names: (string | false)[]): string {
  return names.filter(Boolean).join(' ')
}
