// Fixed tilts and offsets: the image is noisy enough to look like a captcha,
// and the same every time, so that screenshots stay stable.
const tilts = [-12, 8, -5, 14, -9, 6, -14, 10]
const lifts = [4, -3, 5, -4, 2, -5, 3, -2]

/** An SVG of the code in the kcaptcha box size (121×60). */
export function captchaSvg(code: string): string {
  const step = 100 / Math.max(code.length, 1)
  const letters = [...code]
    .map((letter, index) => {
      const x = Math.round(12 + step * index + step / 2)
      const y = 38 + (lifts[index % lifts.length] ?? 0)
      const tilt = tilts[index % tilts.length] ?? 0
      return `<text x="${x}" y="${y}" transform="rotate(${tilt} ${x} ${y})" text-anchor="middle">${letter}</text>`
    })
    .join('')
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="121" height="60" viewBox="0 0 121 60">' +
    '<rect width="121" height="60" fill="#f3f0e8"/>' +
    '<path d="M0 18 C30 6 60 40 121 22 M0 44 C40 58 70 20 121 48" stroke="#b9b0a0" fill="none"/>' +
    `<g font-family="monospace" font-size="26" font-weight="bold" fill="#3d3a33">${letters}</g>` +
    '</svg>'
  )
}
