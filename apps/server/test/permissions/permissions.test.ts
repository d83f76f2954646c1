import { describe, expect, it } from 'vitest';
import { AppwriteError } from '../../src/infra/errors.ts';
import { allows, assertMayGrant, defaultPermissions, parsePermissions } from '../../src/appwrite/permissions/permissions.ts';
import { rolesOf } from '../../src/appwrite/identity/roles.ts';

const user = { id: 'u1', emailVerification: false, phoneVerification: false, labels: ['admin'] };

describe('permissions', () => {
  it('expands write into update and delete on documents, and adds create on containers', () => {
    expect(parsePermissions(['write("users")'])).toEqual(['update("users")', 'delete("users")']);
    expect(parsePermissions(['write("users")'], { container: true })).toEqual(['create("users")', 'update("users")', 'delete("users")']);
  });

  it('treats absent as "use the defaults" and [] as "none"', () => {
    expect(parsePermissions(undefined)).toBeNull();
    expect(parsePermissions(null)).toBeNull();
    expect(parsePermissions([])).toEqual([]);
  });

  it.each([
    ['read(any)'],
    ['read("")'],
    ['fly("any")'],
    ['read("user:")'],
    ['read("users/maybe")'],
    ['read("label:has space")'],
    ['create("any")'],
    ['read("any") '],
  ])('rejects %j with a readable 400', (bad) => {
    const error = (() => {
      try {
        parsePermissions([bad]);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppwriteError);
    expect(error).toMatchObject({ code: 400, type: 'general_argument_invalid' });
  });

  it('rejects a non-array', () => {
    expect(() => parsePermissions('read("any")')).toThrow(/Must be an array/);
  });

  it('grants by role', () => {
    const perms = ['read("any")', 'update("user:u1")', 'delete("label:admin")'];
    const guest = rolesOf(null);
    const roles = rolesOf(user);
    expect(allows(perms, 'read', guest)).toBe(true);
    expect(allows(perms, 'update', guest)).toBe(false);
    expect(allows(perms, 'update', roles)).toBe(true);
    expect(allows(perms, 'delete', roles)).toBe(true);
    expect(allows(perms, 'delete', rolesOf({ ...user, labels: [] }))).toBe(false);
  });

  it('lets a caller grant only the roles it holds', () => {
    const roles = rolesOf(user);
    expect(() => assertMayGrant(['read("user:u1")', 'read("users/unverified")', 'read("label:admin")'], roles)).not.toThrow();
    expect(() => assertMayGrant(['read("user:someone-else")'], roles)).toThrow(AppwriteError);
    expect(() => assertMayGrant(['read("users/verified")'], roles)).toThrow(/Permissions must be one of/);
  });

  it('defaults to read, update and delete for the creating user, none for guests', () => {
    expect(defaultPermissions('u1')).toEqual(['read("user:u1")', 'update("user:u1")', 'delete("user:u1")']);
    expect(defaultPermissions(null)).toEqual([]);
  });
});
