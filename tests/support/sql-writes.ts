// Finds the SQL that writes a table in the server's JavaScript (pb_hooks/),
// for tests/unit/raw-sql-writes.test.ts. Read with TypeScript's parser, not
// a regular expression over the file, so comments never count and SQL split
// over `+` or a template is read whole:
// - every string (quoted, template, or joined with `+`) is read as possible
//   SQL: INSERT [OR …] INTO, REPLACE INTO, UPDATE [OR …] … SET, DELETE FROM;
// - every write through dbx's builder: `….db().insert|upsert|update|delete(table, …)`.
// A table named by a variable is resolved where the code makes that plain (a
// `for (const table of [...])`, a `const` string or list of strings); any
// other is reported as `${expression}`, which no table name matches.
import ts from 'typescript';

export type SqlStatement = 'INSERT' | 'REPLACE' | 'UPDATE' | 'DELETE';

export interface SqlWrite {
  /** The file, as passed in. */
  file: string;
  /** 1-based. */
  line: number;
  statement: SqlStatement;
  /** The table, lower case; `${expression}` when the code does not say which. */
  table: string;
}

// A template's `${…}` stands in the text as §<index>§ until the table is resolved (§ is no SQL).
const HOLE = '§\\d+§';
const TABLE = `(?:(?:\\{\\{|\\[\\[|["\`])\\s*)?(${HOLE}|[A-Za-z_][\\w.]*)(?:\\s*(?:\\}\\}|\\]\\]|["\`]))?`;
const WRITE = new RegExp(
  `\\b(?:(insert)(?:\\s+or\\s+\\w+)?\\s+into|(replace)\\s+into|(delete)\\s+from|(update)(?:\\s+or\\s+\\w+)?)\\s+${TABLE}(\\s+(?:as\\s+\\w+\\s+)?set\\b)?`,
  'gi',
);
const BUILDER_WRITES: Record<string, SqlStatement> = { insert: 'INSERT', upsert: 'INSERT', update: 'UPDATE', delete: 'DELETE' };
// The app's database handles (core.App): a builder call on one of these writes without a record save.
const DATABASES = new Set(['db', 'concurrentDB', 'nonconcurrentDB', 'auxDB', 'auxConcurrentDB', 'auxNonconcurrentDB']);

/** The strings a `const` or a `for … of` gives an identifier where it is used, or undefined when the code does not say. */
function resolveIdentifier(id: ts.Identifier): string[] | undefined {
  const name = id.text;
  for (let node: ts.Node | undefined = id.parent; node; node = node.parent) {
    if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer)) {
      const declared = node.initializer.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name);
      if (declared) return stringsOf(node.expression);
    }
    if (ts.isFunctionLike(node) && node.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name)) return undefined;
    if (ts.isBlock(node) || ts.isSourceFile(node)) {
      for (const statement of node.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const d of statement.declarationList.declarations) {
          if (ts.isIdentifier(d.name) && d.name.text === name) return d.initializer ? stringsOf(d.initializer) : undefined;
        }
      }
    }
  }
  return undefined;
}

function stringsOf(expression: ts.Expression): string[] | undefined {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isIdentifier(expression)) return resolveIdentifier(expression);
  if (!ts.isArrayLiteralExpression(expression)) return undefined;
  const strings = expression.elements.map((e) => (ts.isStringLiteralLike(e) ? e.text : undefined));
  return strings.every((s) => s !== undefined) ? strings : undefined;
}

/** Whether an expression is text: a string, a template, or `+` with text on one side. */
function isText(node: ts.Node): boolean {
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isText(node.expression);
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && (isText(node.left) || isText(node.right));
}

/** The text an expression makes, each value it cannot know (a `${…}`, a variable) standing as a hole. */
function textOf(node: ts.Expression, holes: ts.Expression[]): string {
  const hole = (expression: ts.Expression) => `§${holes.push(expression) - 1}§`;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression, holes);
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => hole(span.expression) + span.literal.text).join('');
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node)) {
    return textOf(node.left, holes) + textOf(node.right, holes);
  }
  return hole(node);
}

/** The tables a table token names: itself, what its hole resolves to, or `${expression}`. */
function tablesOf(token: string, holes: ts.Expression[]): string[] {
  const index = /^§(\d+)§$/.exec(token);
  if (!index) return [token.toLowerCase().replace(/^main\./, '')];
  const expression = holes[Number(index[1])]!;
  const resolved = ts.isIdentifier(expression) ? resolveIdentifier(expression) : stringsOf(expression);
  return resolved ? resolved.map((t) => t.toLowerCase()) : [`\${${expression.getText()}}`];
}

/** Every SQL write in one JavaScript file. */
export function sqlWritesIn(file: string, source: string): SqlWrite[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const writes: SqlWrite[] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;

  const visit = (node: ts.Node): void => {
    if (isText(node)) {
      const holes: ts.Expression[] = [];
      const text = textOf(node as ts.Expression, holes);
      for (const match of text.matchAll(WRITE)) {
        const [, insert, replace, del, update, token, set] = match;
        if (update && !set) continue; // "update the profile": words, not SQL
        const statement = (insert ?? replace ?? del ?? update)!.toUpperCase() as SqlStatement;
        for (const table of tablesOf(token!, holes)) writes.push({ file, line: lineOf(node), statement, table });
      }
      // What the text leaves open may hold text of its own.
      holes.forEach(visit);
      return;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const statement = BUILDER_WRITES[node.expression.name.text];
      const target = node.expression.expression;
      const onDatabase =
        ts.isCallExpression(target) && ts.isPropertyAccessExpression(target.expression) && DATABASES.has(target.expression.name.text);
      if (statement && onDatabase) {
        const [first] = node.arguments;
        const tables = first ? stringsOf(first) : undefined;
        for (const table of tables ?? [`\${${first?.getText() ?? ''}}`])
          writes.push({ file, line: lineOf(node), statement, table: table.toLowerCase() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return writes;
}
