import { describe, expect, test } from 'vitest'
import { allowedUrl, confirmationGoal } from './confirmation-goal'

const options = { siteUrl: 'https://ducan.hr', allowedHosts: ['files.ducan.hr'] }
const goalOf = (query: string) => confirmationGoal(new URLSearchParams(query), options)

describe('the e-mail confirmation goal', () => {
  test('goal or goalType missing (or an unknown goalType) is null: the page answers 404', () => {
    expect(goalOf('goalType=message')).toBeNull()
    expect(goalOf('goal=Hvala')).toBeNull()
    expect(goalOf('goalType=message&goal=')).toBeNull()
    expect(goalOf('goalType=script&goal=x')).toBeNull()
  })

  test('a message goal carries the message and a well-formed confirmed e-mail only', () => {
    expect(goalOf('goalType=message&goal=Hvala%20na%20prijavi&confirmedEmail=ana@example.hr')).toEqual({ goalType: 'message', message: 'Hvala na prijavi', confirmedEmail: 'ana@example.hr' })
    expect(goalOf('goalType=message&goal=Hvala&confirmedEmail=<script>')).toMatchObject({ confirmedEmail: null })
  })

  test('url and file goals on this site or an allowed https host pass', () => {
    expect(goalOf('goalType=url&goal=/en/blog?x=1')).toMatchObject({ goalType: 'url', url: '/en/blog?x=1' })
    expect(goalOf('goalType=url&goal=https://ducan.hr/kosarica')).toMatchObject({ url: 'https://ducan.hr/kosarica' })
    expect(goalOf('goalType=file&goal=https://files.ducan.hr/katalog.pdf')).toMatchObject({ goalType: 'file', url: 'https://files.ducan.hr/katalog.pdf' })
  })

  test.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://ducan.hr.evil.example/',
    'https://ducan.hr@evil.example/',
    'http://files.ducan.hr/katalog.pdf',
    'https://evil.example/%2f%2fducan.hr',
    '/\tevil',
  ])('the open-redirect attempt %s is refused', (goal) => {
    expect(allowedUrl(goal, options)).toBeNull()
    expect(goalOf(`goalType=url&goal=${encodeURIComponent(goal)}`)).toMatchObject({ goalType: 'url', notAllowed: true })
  })
})
