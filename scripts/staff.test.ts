import { describe, expect, it } from 'vitest'
import { parseArguments } from './staff'

describe('npm run staff arguments', () => {
  it('adds an owner unless --role says otherwise', () => {
    expect(parseArguments(['add', 'maria'])).toEqual({ command: 'add', username: 'maria', role: 'owner' })
    expect(parseArguments(['add', 'door', '--role', 'host'])).toEqual({ command: 'add', username: 'door', role: 'host' })
    expect(parseArguments(['add', '--role=manager', 'ana'])).toEqual({ command: 'add', username: 'ana', role: 'manager' })
  })

  it('refuses an unknown role, a missing one, a role on reset, and stray words', () => {
    expect(() => parseArguments(['add', 'door', '--role', 'admin'])).toThrow('The role must be one of: owner, manager, host.')
    expect(() => parseArguments(['add', 'door', '--role'])).toThrow('The role must be one of')
    expect(() => parseArguments(['reset', 'door', '--role', 'host'])).toThrow("reset keeps the account's role.")
    expect(() => parseArguments(['add', 'door', 'extra'])).toThrow('Usage: npm run staff -- add <username> [--role owner|manager|host]')
    expect(() => parseArguments(['remove', 'door'])).toThrow('Usage:')
  })
})
