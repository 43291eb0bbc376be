import { expect, openDemoPage, test } from './test.ts'

// What only keen-slider itself, in Chromium, shows: which way it measures right to left, and
// that the browser drops the focus of a card that turns inert. Persian, where both bit.
test.describe('<listing-tabs> carousel on /fa/ by keyboard', () => {
  test('an arrow key on a card keeps the focus on a card in view, and the cards in view are said from the start', async ({
    page,
  }) => {
    // Moves at once, and no rotation: only the visitor's keys move the cards.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openDemoPage(page, '/fa/')
    const carousel = page
      .locator('listing-tabs')
      .first()
      .getByRole('group', { name: 'مرور دسته‌ها' })
    const cards = carousel.locator('.ltabs-category')
    await expect(cards.nth(3)).toHaveAttribute('inert', '')
    await cards.first().getByRole('link').focus()
    // Right to left, the left arrow goes on to the next card.
    await page.keyboard.press('ArrowLeft')
    await expect(cards.first()).toHaveAttribute('inert', '')
    // Cards 2, 3 and 4, in that order (the list's punctuation is the browser's).
    await expect(carousel.locator('[aria-live="polite"]')).toHaveText(/^اسلایدهای ۲\D+۳\D+۴ از ۴ /)
    // The card that had it is inert: the browser would drop the focus to the page.
    await expect(cards.nth(1).getByRole('link', { name: /^ورزش/ })).toBeFocused()
  })
})
