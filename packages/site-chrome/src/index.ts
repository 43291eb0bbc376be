/**
 * @jc/site-chrome: The site's chrome: the `<site-lightbox>` element, the slider, the hamburger menu, the RSS icon, system messages, lazy images, image captions, responsive mode and the analytics tag.
 *
 * The package is laid out and wired into the workspace; its element arrives
 * with its own issue. Exports are listed here by name as they land.
 */
export {}
