import { decodeResponse, parseScript } from '@jc/protocol'
import type { Page } from '@playwright/test'
import { touchComments } from './comments-page.ts'
import { expect, openDemoPage, test } from './test.ts'

/** POSTs a body from inside the page, so the request goes through msw's service worker. */
async function post(page: Page, url: string, body: string) {
  return page.evaluate(
    async ([target, payload]) => {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: payload,
      })
      return { status: response.status, text: await response.text() }
    },
    [url, body] as const,
  )
}

const commentsUrl = '/component/jcomments/?tmpl=component&lang=en'
const showPage = 'jtxf=JCommentsShowPage&jtxa[]=42&jtxa[]=com_content&jtxa[]=0'

async function openQaPanel(page: Page) {
  await page.getByText('QA panel', { exact: true }).click()
}

test('the comments server answers in the page with the thread as a tree', async ({ page }) => {
  await openDemoPage(page, '/en/article.html')
  const answer = await post(page, commentsUrl, showPage)
  expect(answer.status).toBe(200)
  const [command] = decodeResponse(answer.text).commands
  expect(command?.kind).toBe('js')
  const call = command?.kind === 'js' ? parseScript(command.source) : undefined
  expect(call?.type).toBe('updateTree')
})

/** The first-page listing call of the first tab of the page's first module, built from its markup. */
async function firstListingPage(page: Page) {
  const block = page.locator('.ltabs-loadmore').first()
  return new URLSearchParams({
    listing_tabs_moduleid: (await block.getAttribute('data-modid')) ?? '',
    is_ajax_listing_tabs: '1',
    ajax_reslisting_start: '0',
    categoryid: (await block.getAttribute('data-categoryid')) ?? '',
    time_temp: '1',
    field_order: (await block.getAttribute('data-rl-field_order')) ?? '',
    limitstart: '0',
  }).toString()
}

test('the listing server answers the home page module with items', async ({ page }) => {
  await openDemoPage(page, '/en/')
  const answer = await post(page, '/en/', await firstListingPage(page))
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.text).items_markup).toContain('ltabs-item')
})

test('the moderator switch gives every comment its toolbar', async ({ page }) => {
  await openDemoPage(page, '/en/article.html')
  await openQaPanel(page)
  await page.getByLabel('Moderator (Super User)').check()
  await expect(
    page.getByRole('complementary', { name: 'QA panel' }).getByRole('status'),
  ).toContainText('Moderator')
  const answer = await post(page, commentsUrl, showPage)
  expect(answer.text).toContain('toolbar-button-ban')
})

test.describe('fault switches', () => {
  test.use({ expectedErrors: [/status of 500 \(Internal Server Error\)/] })

  test('break the comments server and are kept across pages', async ({ page }) => {
    await openDemoPage(page, '/en/article.html')
    // Leaving while the widget's first call is in flight would send that call
    // past the mock worker, to a server the demo does not have.
    await touchComments(page)
    await openQaPanel(page)
    const comments = page.getByRole('group', { name: 'Comments server' })
    await comments.getByLabel('HTTP 500 error page').check()
    expect((await post(page, commentsUrl, showPage)).status).toBe(500)

    await openDemoPage(page, '/en/long-thread.html')
    await openQaPanel(page)
    await expect(comments.getByLabel('HTTP 500 error page')).toBeChecked()
    await comments.getByLabel('HTTP 500 error page').uncheck()
    await comments.getByLabel('PHP warning before the answer').check()
    const warned = await post(page, commentsUrl, showPage)
    expect(warned.text.startsWith('<br />')).toBe(true)
    expect(decodeResponse(warned.text).commands).toHaveLength(1)

    await comments.getByLabel('PHP warning before the answer').uncheck()
    await comments.getByLabel('Garbage instead of the answer').check()
    expect(decodeResponse((await post(page, commentsUrl, showPage)).text).commands).toEqual([])
  })

  test('break the listing server on their own', async ({ page }) => {
    await openDemoPage(page, '/fa/')
    await openQaPanel(page)
    await page
      .getByRole('group', { name: 'Listing server' })
      .getByLabel('HTTP 500 error page')
      .check()
    expect((await post(page, '/fa/', await firstListingPage(page))).status).toBe(500)
    expect((await post(page, commentsUrl, showPage)).status).toBe(200)
  })
})

test('the timeout switch leaves a request unanswered', async ({ page }) => {
  await openDemoPage(page, '/en/article.html')
  await openQaPanel(page)
  await page
    .getByRole('group', { name: 'Comments server' })
    .getByLabel('Never answer (timeout)')
    .check()
  const settled = await page.evaluate(
    async ([url, body]) => {
      const request = fetch(url, { method: 'POST', body }).then(() => 'answered')
      const wait = new Promise((resolve) => setTimeout(resolve, 1500, 'still waiting'))
      return Promise.race([request, wait])
    },
    [commentsUrl, showPage] as const,
  )
  expect(settled).toBe('still waiting')
})

test('the inspector asks the emulated server and decodes its answer, state and all', async ({
  page,
}) => {
  await openDemoPage(page, '/inspector.html')
  await page.getByLabel('Request', { exact: true }).selectOption({
    label: 'VoteComment: +1 on comment 1 (twice: already voted)',
  })
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status')).toContainText('HTTP 200')
  await expect(page.locator('#inspector-result')).toContainText('"type": "updateVote"')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.locator('#inspector-result')).toContainText(
    'You have already voted for this comment!',
  )
})
