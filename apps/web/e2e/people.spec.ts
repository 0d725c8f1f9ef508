import { join } from 'node:path'
import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test'
// The API's own test SMTP server (a real `smtp-server` on loopback), which catches the invitation.
import { type FakeSmtp, startFakeSmtp } from '../../api/src/test/fake-smtp'
import { expectNoAxeViolations } from './fixtures'
import { type PasskeyServer, startPasskeyServer } from './passkey-server'

// P-sign-in-per-person: the whole way in, in Debian's Chromium with the DevTools virtual
// authenticator. WebAuthn refuses an IP address as the relying party, so the server runs at
// http://localhost:PORT with PUBLIC_ORIGIN saying so.

type PeopleServer = PasskeyServer

/** The built server on its own store, with email to the test SMTP server and no ADMIN_TOKEN. */
function startPeopleServer(smtp: FakeSmtp): Promise<PeopleServer> {
  return startPasskeyServer((port, url, dataDir) => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: join(process.env.E2E_DATA_DIR ?? '', 'site'),
    PUBLIC_ORIGIN: url,
    ADMIN_TOKEN: '',
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'warn',
    CRM_URL: '',
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'leads@agency.example',
  }))
}

/** Uncaught errors in the inbox's script, on any page of the test. */
const pageErrors: string[] = []

/** A browser profile with its own platform authenticator (a passkey store), via DevTools. */
async function withAuthenticator(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await addAuthenticator(cdp)
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

/** A virtual authenticator like a laptop's: resident keys, user verification that succeeds. */
async function addAuthenticator(cdp: CDPSession, transport: 'internal' | 'usb' = 'internal') {
  return cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
}

async function signInWithPasskey(page: Page) {
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to the lead inbox' })).toBeVisible()
}

test.describe('a sign-in for each person', () => {
  let smtp: FakeSmtp
  let server: PeopleServer

  test.beforeEach(async () => {
    smtp = await startFakeSmtp()
    server = await startPeopleServer(smtp)
  })
  test.afterEach(async () => {
    await server.stop()
    await smtp.close()
  })

  test('setup link, owner passkey, invitation by email, staff passkey, staff refused owner actions, staff removed and signed out', async ({
    browser,
  }) => {
    test.slow()
    const ownerContext = await browser.newContext({ baseURL: server.url })
    const staffContext = await browser.newContext({ baseURL: server.url })
    const owner = await withAuthenticator(ownerContext)
    const staff = await withAuthenticator(staffContext)

    // The first owner opens the logged setup link and registers a passkey.
    await owner.goto(server.setupLink)
    await expect(owner.getByText('You are the first owner of this inbox.')).toBeVisible()
    await expectNoAxeViolations(owner)
    await owner.getByLabel('Your name').fill('Olive Owner')
    await owner.getByLabel('Your email address').fill('olive@agency.example')
    await owner.getByLabel('Name this passkey').fill('Olive’s laptop')
    await owner.getByRole('button', { name: 'Create a passkey' }).click()
    await expect(owner.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
    // The link worked once: opened again, it is refused.
    const reused = await ownerContext.newPage()
    await reused.goto(server.setupLink)
    await expect(reused.getByRole('alert')).toHaveText(/used already/)
    await reused.close()

    // Signing out and in again with the passkey alone.
    await signOut(owner)
    await signInWithPasskey(owner)

    // A second passkey (a second device), then removing it again.
    await owner.goto('/admin/passkeys')
    const ownerCdp = await ownerContext.newCDPSession(owner)
    await ownerCdp.send('WebAuthn.enable')
    await addAuthenticator(ownerCdp, 'usb')
    await owner.getByLabel('Name the new passkey').fill('Olive’s phone')
    await owner.getByRole('button', { name: 'Add a passkey' }).click()
    await expect(owner.getByRole('status')).toHaveText('Passkey added.')
    await owner.getByRole('button', { name: 'Remove Olive’s phone' }).click()
    await expect(owner.getByRole('status')).toHaveText(
      'Passkey removed. If its device was lost or stolen, sign out everywhere else.',
    )

    // The owner invites a member of staff; the email reaches the SMTP server through the outbox.
    // With the keyboard alone: the fields and the button in tab order, Staff chosen by default.
    await owner.goto('/admin/people')
    await owner.getByLabel('Name', { exact: true }).focus()
    await owner.keyboard.type('Sam Staff')
    await owner.keyboard.press('Tab')
    await owner.keyboard.type('sam@agency.example')
    await owner.keyboard.press('Tab')
    await expect(owner.getByLabel('Role')).toBeFocused()
    await expect(owner.getByLabel('Role')).toHaveValue('staff')
    await owner.keyboard.press('Tab')
    await expect(owner.getByRole('button', { name: 'Send the invitation' })).toBeFocused()
    await owner.keyboard.press('Enter')
    await expect(owner.getByRole('status')).toHaveText('Invitation sent.')
    await expectNoAxeViolations(owner)
    // The owner's own passkey notices (added, removed) go through the same outbox.
    const invitations = () => smtp.received.filter((sent) => sent.to.includes('sam@agency.example'))
    await expect.poll(() => invitations().length, { timeout: 15_000 }).toBe(1)
    const mail = invitations()[0]
    expect(mail?.to).toEqual(['sam@agency.example'])
    const link = new RegExp(`${server.url}/admin/welcome#[\\w-]{43}`).exec(mail?.text ?? '')?.[0]
    expect(link).toBeDefined()

    // Staff opens the link, registers a passkey, and signs in with it.
    await staff.goto(link ?? '')
    await expect(staff.getByText('Welcome, Sam Staff.')).toBeVisible()
    await staff.getByLabel('Name this passkey').fill('Sam’s phone')
    await staff.getByRole('button', { name: 'Create a passkey' }).click()
    await expect(staff.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()
    await signOut(staff)
    await signInWithPasskey(staff)

    // Staff cannot export nor erase: a page that says so, and 403 from the API.
    await staff.getByRole('button', { name: 'Export these leads as CSV' }).click()
    await expect(staff.getByRole('heading', { name: 'You cannot do this' })).toBeVisible()
    await staff.goto('/admin/erasure')
    await expect(staff.getByRole('heading', { name: 'You cannot do this' })).toBeVisible()
    expect((await staff.request.get('/api/admin/submissions')).status()).toBe(403)
    expect(
      (
        await staff.request.post('/api/admin/erasure', {
          data: { email: 'someone@example.com' },
          headers: { origin: server.url },
        })
      ).status(),
    ).toBe(403)
    await staff.goto('/admin')
    await expect(staff.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible()

    // The owner sees the refusals in the audit, by name, then removes Sam.
    await owner.goto('/admin/audit')
    await expect(
      owner.getByRole('row', { name: /Sam Staff forbidden POST \/admin\/export/ }),
    ).toBeVisible()
    await expectNoAxeViolations(owner)
    await owner.goto('/admin/people')
    await owner.getByRole('button', { name: 'Remove Sam Staff' }).click()
    // A confirmation says what ends with Sam first; its own button removes.
    await expect(
      owner.getByText('Sam Staff made no token or invitation that still works.'),
    ).toBeVisible()
    await owner.getByRole('button', { name: 'Remove Sam Staff' }).click()
    await expect(owner.getByRole('status')).toHaveText(
      'Person removed, and every session of theirs ended.',
    )

    // Staff's open page is signed out at its next request.
    await staff.getByRole('link', { name: 'Leads' }).click()
    await expect(staff.getByRole('heading', { name: 'Sign in to the lead inbox' })).toBeVisible()

    // The owner's own pages are usable and clean.
    for (const path of ['/admin/passkeys', '/admin/sessions', '/admin/tokens', '/admin/account']) {
      await owner.goto(path)
      await expectNoAxeViolations(owner)
    }
    expect(pageErrors).toEqual([])
    await ownerContext.close()
    await staffContext.close()
  })
})
