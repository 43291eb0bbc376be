import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { comment, openComments, shown } from './comments-page.ts'
import { outDir, shippedFolder } from './demo-build.ts'
import { expect, openDemoPage, test } from './test.ts'

// Every other test runs the demo's own build of the widgets, whose chunks are
// cut differently. Here the files a site ships (`@jc/bundle`'s build, written
// beside the built demo) run the Persian pages as a template includes them:
// the loader as a module script, or the classic file with `defer`, in the
// page's markup. `?widgets=off` keeps the demo's own widgets from starting;
// its emulated servers and QA panel still do.

/** The entry's file in one of the shipped build's manifests. */
function shippedEntry(manifest: string): string {
  const path = new URL(`../${outDir}/${shippedFolder}/.vite/${manifest}`, import.meta.url)
  const entries = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file: string }>
  const entry = entries['src/entry.ts']
  if (!entry) throw new Error(`the shipped ${manifest} has no src/entry.ts`)
  return `/${shippedFolder}/${entry.file}`
}

const builds = [
  {
    name: 'the loader',
    tag: (src: string) => `<script type="module" src="${src}"></script>`,
    manifest: 'manifest.json',
  },
  {
    name: 'the classic file',
    tag: (src: string) => `<script defer src="${src}"></script>`,
    manifest: 'manifest-classic.json',
  },
] as const

/** Serves `path` with the shipped script in its markup, where a template puts it. */
async function withShippedScript(page: Page, path: string, build: (typeof builds)[number]) {
  const script = build.tag(shippedEntry(build.manifest))
  await page.route(
    (url) => url.pathname === path && url.searchParams.get('widgets') === 'off',
    async (route) => {
      const response = await route.fetch()
      const markup = await response.text()
      await route.fulfill({ response, body: markup.replace('</body>', `${script}</body>`) })
    },
  )
  return `${path}?widgets=off`
}

for (const build of builds) {
  test.describe(`${build.name} as shipped`, () => {
    test('runs the article page (fa, rtl): the thread takes a vote, the form opens with its editor, a picture opens in the lightbox', async ({
      page,
    }) => {
      await openComments(page, await withShippedScript(page, '/fa/article.html', build))
      const holder = comment(page, 11).locator('#comment-vote-holder-11')
      await holder.locator('a.vote-good').click()
      await expect(holder).toHaveText(shown('fa', '+4'))

      await page.locator('jc-comments #addcomments').click()
      const form = page.locator('jc-comments #comments-form')
      await expect(form).toBeVisible({ timeout: 10_000 })
      await expect(form.getByRole('toolbar')).toBeVisible()

      await page.locator('site-lightbox .gallery-item a').first().click()
      await expect(page.getByRole('dialog').locator('img')).toHaveAttribute(
        'src',
        '/images/gallery/photo-2-large.svg',
      )
    })

    test('runs the home page (fa, rtl): a category tab loads its items, the slider goes to a slide from its dot', async ({
      page,
    }) => {
      await openDemoPage(page, await withShippedScript(page, '/fa/', build))
      const block = page.locator('listing-tabs').first()
      await block.scrollIntoViewIfNeeded()
      await block.getByRole('tab', { name: 'فناوری' }).click()
      const panel = block.locator('[role="tabpanel"]:not([hidden])')
      await expect(panel.locator('.ltabs-item').first()).toBeVisible({ timeout: 10_000 })
      await expect(panel).toHaveAttribute('aria-busy', 'false')

      // The pointer stays over the slider, which pauses its rotation.
      const slider = page.getByRole('region', { name: 'داستان‌های برگزیده' })
      await slider.getByRole('button', { name: 'اسلاید ۳: بازارهای شبانه رشت' }).click()
      await expect(slider.locator('.keen-slider__slide:not([inert])')).toHaveAttribute(
        'id',
        'slider-home-3',
      )
    })
  })
}
