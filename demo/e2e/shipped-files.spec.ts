import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { standInUrl } from '../build/jcomments-stand-in-plugin.ts'
import { clickWhenStill, comment, openComments, shown } from './comments-page.ts'
import { outDir, shippedFolder } from './demo-build.ts'
import { expect, openDemoPage, test } from './test.ts'

// Every other test runs the demo's own build of the widgets, whose chunks are
// cut differently. Here the files a site ships (`@jc/bundle`'s build, written
// beside the built demo) run the Persian pages as a template includes them:
// the loader as a module script, or the classic file with `defer`, in the
// page's markup. `?widgets=off` keeps the demo's own widgets from starting;
// its emulated servers and QA panel still do.

/** The address of a source's file in one of the shipped build's manifests. */
function shippedFile(manifest: string, source = 'src/entry.ts'): string {
  const path = new URL(`../${outDir}/${shippedFolder}/.vite/${manifest}`, import.meta.url)
  const entries = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file: string }>
  const entry = entries[source]
  if (!entry) throw new Error(`the shipped ${manifest} has no ${source}`)
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

/**
 * Serves `path` with the shipped script and stylesheets in its markup, where
 * a template puts them, and the shipped zero-touch stand-in in place of the
 * demo's copy.
 */
async function withShippedScript(page: Page, path: string, build: (typeof builds)[number]) {
  const script = build.tag(shippedFile(build.manifest))
  const standIn = shippedFile('manifest-stand-in.json', 'stub/jcomments-stand-in.js')
  // The stylesheets, by the names the template snippet of docs/ looks up.
  const links = ['site-chrome', 'listing-tabs', 'jc-comments']
    .map(
      (name) =>
        `<link rel="stylesheet" href="${shippedFile('manifest.json', `src/styles/${name}.css`)}" />`,
    )
    .join('')
  await page.route(
    (url) => url.pathname === path && url.searchParams.get('widgets') === 'off',
    async (route) => {
      const response = await route.fetch()
      const markup = (await response.text())
        .replace(`src="${standInUrl}"`, `src="${standIn}"`)
        .replace('</head>', `${links}</head>`)
        .replace('</body>', `${script}</body>`)
      await route.fulfill({ response, body: markup })
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

      await clickWhenStill(page.locator('jc-comments #addcomments'))
      const form = page.locator('jc-comments #comments-form')
      await expect(form).toBeVisible({ timeout: 10_000 })
      await expect(form.getByRole('toolbar')).toBeVisible()

      await page.locator('site-lightbox .gallery-item a').first().click()
      await expect(page.getByRole('dialog').locator('img')).toHaveAttribute(
        'src',
        '/images/gallery/photo-2-large.svg',
      )
    })

    test('runs the stock article page (fa, rtl): the block becomes <jc-comments>, and a vote made before its reload counts', async ({
      page,
    }) => {
      await openDemoPage(page, await withShippedScript(page, '/fa/stock-article.html', build))
      const standIn = shippedFile('manifest-stand-in.json', 'stub/jcomments-stand-in.js')
      await expect(page.locator(`head script[src="${standIn}"]`)).toHaveCount(1)
      await expect(page.locator('jc-comments #comments[aria-busy]')).toBeAttached()
      const holder = page.locator('jc-comments #comment-vote-holder-1')
      await holder.locator('a.vote-good').click()
      await expect(holder).toHaveText(shown('fa', '+5'))
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
