/** The rotation button's glyph: two bars while it rotates, a triangle while it stands. */
export function RotationIcon({ rotating }: { readonly rotating: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {rotating ? <path d="M8 5v14M16 5v14" /> : <path d="M8 5l11 7-11 7z" />}
    </svg>
  )
}
