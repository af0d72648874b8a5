// A migration keeps doing what it did the day it was written, so it carries
// every value and function it uses. A PocketBase migration requires nothing
// (not pb_hooks/lib/, not the modules generated from src/domain) and reads
// only its own seed data; a Dexie version names nothing declared outside it.
// tests/integration/migrations.test.ts and tests/unit/catalog-upgrade.test.ts
// run them on databases made at each earlier schema.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const migrationsDir = join(root, 'pb_migrations');
const migrations = readdirSync(migrationsDir).filter((name) => name.endsWith('.js'));

/** What a PocketBase migration reaches outside itself: each require, and each path from __hooks but the seed's. */
function outsideReaches(text: string): string[] {
  const file = ts.createSourceFile('migration.js', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require') {
      found.push(node.getText(file));
      return;
    }
    if (ts.isIdentifier(node) && node.text === '__hooks') {
      const path = ts.isTemplateSpan(node.parent) ? node.parent.parent : node.parent;
      if (path.getText(file) !== '`${__hooks}/../pb_migrations/seed`') found.push(path.getText(file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('PocketBase migrations', () => {
  it('finds the migrations', () => {
    expect(migrations.length).toBeGreaterThan(20);
  });

  it.each(migrations)('%s requires nothing and reads only its seed data', (name) => {
    expect(outsideReaches(readFileSync(join(migrationsDir, name), 'utf8'))).toEqual([]);
  });

  it('denies a migration that requires generated or hook code', () => {
    expect(outsideReaches('migrate((app) => { const { MEMBERSHIPS } = require(`${__hooks}/lib/generated/ids.js`); });')).toEqual([
      'require(`${__hooks}/lib/generated/ids.js`)',
    ]);
    expect(outsideReaches("migrate((app) => { require(__hooks + '/lib/access.js').check(app); });")).toEqual([
      "require(__hooks + '/lib/access.js')",
    ]);
    expect(outsideReaches('migrate((app) => $os.readFile(`${__hooks}/lib/policy.json`));')).toEqual(['`${__hooks}/lib/policy.json`']);
  });

  it('allows the seed data and a require in a comment', () => {
    const text = [
      '// not require(`${__hooks}/lib/generated/ids.js`): written out below',
      'migrate((app) => { const dir = `${__hooks}/../pb_migrations/seed`; });',
    ].join('\n');
    expect(outsideReaches(text)).toEqual([]);
  });
});

/** Names a statement uses that it does not declare itself and no JavaScript runtime provides. */
function outsideNames(statement: ts.Node): string[] {
  const declared = new Set<string>();
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node)) return; // types are erased: they change nothing a version does
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isDeclaration =
        (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent) || ts.isFunctionDeclaration(parent)) &&
        parent.name === node;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node) ||
        (ts.isMethodDeclaration(parent) && parent.name === node);
      if (isDeclaration) declared.add(node.text);
      else if (!isPropertyName) used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return [...used].filter((name) => !declared.has(name) && !(name in globalThis));
}

/** The `this.version(n)…` statements of the device database's constructor. */
function dexieVersions(text: string): ts.ExpressionStatement[] {
  const file = ts.createSourceFile('index.ts', text, ts.ScriptTarget.Latest, true);
  const found: ts.ExpressionStatement[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node) && /^this\s*\.\s*version\s*\(/.test(node.getText(file))) found.push(node);
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('Dexie versions', () => {
  const versions = dexieVersions(readFileSync(join(root, 'src/data/db/index.ts'), 'utf8'));

  it('finds every version', () => {
    expect(versions.length).toBeGreaterThanOrEqual(7);
  });

  it('name nothing declared outside them', () => {
    const outside = versions.flatMap((v) => outsideNames(v).map((name) => `${/^this\.version\(\d+\)/.exec(v.getText())?.[0]}: ${name}`));
    expect(outside).toEqual([]);
  });

  it('denies a version that reads a list from elsewhere', () => {
    const [v4] = dexieVersions(
      'class D { constructor() { this.version(4).stores(Object.fromEntries(CATALOG_COLLECTIONS.map((name) => [name, null]))); } }',
    );
    expect(outsideNames(v4!)).toEqual(['CATALOG_COLLECTIONS']);
    const [v3] = dexieVersions(
      'class D { constructor() { this.version(3).upgrade(async (tx) => { for (const c of list) await tx.table(c).each((row) => chunkOf(row.id)); }); } }',
    );
    expect(outsideNames(v3!)).toEqual(['list', 'chunkOf']);
  });

  it('allows literals, its own helpers and the runtime', () => {
    const [v] = dexieVersions(
      "class D { constructor() { this.version(3).upgrade(async (tx) => { const f = (id: string) => Math.imul(id.length, 3); const m = new Map<string, number>(); for (const c of ['a']) m.set(c, f(JSON.stringify({ c }))); }); } }",
    );
    expect(outsideNames(v!)).toEqual([]);
  });
});
