import { describe, expect, it } from 'vitest'
import {
  API_PERMISSIONS,
  apiPermission,
  isRole,
  landingPage,
  PAGE_PERMISSIONS,
  pagePermission,
  pagesFor,
  refusalMessage,
  roleAllows,
  ROLES,
  routeKey,
} from './roles'

describe('roles', () => {
  it('knows the three roles and nothing else', () => {
    expect(ROLES).toEqual(['owner', 'manager', 'host'])
    expect(isRole('manager')).toBe(true)
    expect(isRole('admin')).toBe(false)
    expect(isRole(undefined)).toBe(false)
  })

  it('lets each role do what the roles under it may', () => {
    const menuChange = apiPermission('PUT', '/api/menu/:id')!
    expect(ROLES.map((role) => roleAllows(role, menuChange))).toEqual([true, true, false])
    const staffList = apiPermission('GET', '/api/staff')!
    expect(ROLES.map((role) => roleAllows(role, staffList))).toEqual([true, false, false])
    const soldOut = apiPermission('PATCH', '/api/menu/:id')!
    expect(ROLES.map((role) => roleAllows(role, soldOut))).toEqual([true, true, true])
  })

  it('names the role, the action and whom to ask', () => {
    expect(refusalMessage('host', apiPermission('POST', '/api/menu')!)).toBe('Your role (host) cannot change the menu. Ask a manager or the owner.')
    expect(refusalMessage('manager', apiPermission('PUT', '/api/venue')!)).toBe('Your role (manager) cannot change the venue details. Ask the owner.')
    expect(refusalMessage('host', apiPermission('GET', '/api/audit')!)).toBe('Your role (host) cannot read the audit log. Ask the owner.')
  })

  it('finds a route whatever its parameter names, HEAD as GET, and nothing for an unlisted route', () => {
    expect(routeKey('PATCH', '/api/menu/:itemId')).toBe('PATCH /api/menu/:')
    expect(apiPermission('PATCH', '/api/reservations/:reservationId/status')).toBe(API_PERMISSIONS['PATCH /api/reservations/:id/status'])
    expect(apiPermission('HEAD', '/api/tables')).toBe(API_PERMISSIONS['GET /api/tables'])
    expect(apiPermission('GET', '/api/nothing-here')).toBeUndefined()
    expect(apiPermission('DELETE', '/api/venue')).toBeUndefined()
  })

  it('keeps guests and the host stand apart: the outbox and staff are never a host\'s', () => {
    expect(apiPermission('GET', '/api/emails/:id')!.least).toBe('manager')
    expect(apiPermission('GET', '/api/emails/summary')!.least).toBe('host')
    expect(apiPermission('POST', '/api/reservations')!.least).toBe('public')
    expect(apiPermission('GET', '/api/reservations/:id/guest')!.least).toBe('host')
  })

  it('finds a page or its nearest listed parent', () => {
    expect(pagePermission('/admin/menu')).toBe(PAGE_PERMISSIONS['/admin/menu'])
    expect(pagePermission('/admin/account/two-factor')).toBe(PAGE_PERMISSIONS['/admin/account/two-factor'])
    expect(pagePermission('/admin/staff/')).toBe(PAGE_PERMISSIONS['/admin/staff'])
    expect(pagePermission('/admin/unknown')).toBeUndefined()
  })

  it('gives each role its pages and its landing page', () => {
    expect(pagesFor('host')).toEqual(['/admin/dashboard', '/admin/reservations', '/admin/menu', '/admin/account'])
    expect(pagesFor('manager')).not.toContain('/admin/venue')
    expect(pagesFor('manager')).toContain('/admin/emails')
    expect(pagesFor('owner')).toEqual(Object.keys(PAGE_PERMISSIONS))
    expect(landingPage('host')).toBe('/admin/reservations')
    expect(landingPage('owner')).toBe('/admin/dashboard')
    for (const role of ROLES) expect(pagesFor(role)).toContain(landingPage(role))
  })

  it('has an action for every staff route and page, so every refusal reads', () => {
    for (const permission of [...Object.values(API_PERMISSIONS), ...Object.values(PAGE_PERMISSIONS)]) {
      if (permission.least !== 'public') expect(permission.action).toMatch(/^[a-z].+[^.]$/)
    }
  })
})
