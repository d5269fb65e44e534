import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The tables of `DB` in src/db/schema.ts, as Kysely sees them. Types do not exist at run time, so
 * this asks the TypeScript compiler: it resolves the file's aliases (Id, Timestamp, OrderStatus…)
 * and Kysely's ColumnType<Select, Insert, Update> the way a query's types do.
 */

const SCHEMA_FILE = fileURLToPath(new URL('../src/db/schema.ts', import.meta.url));

/** One column as schema.ts types it. */
export interface DeclaredColumn {
  /**
   * What a select returns, without null, as one of the kinds the live types map to: 'string',
   * 'number', 'boolean', 'Date', 'string[]', 'number[]' or 'json' (an object or other array); anything else as
   * its type text.
   */
  type: string;
  /** A select may return null. */
  nullable: boolean;
  /** An insert may leave it out: its insert type admits undefined, or is never. */
  insertOptional: boolean;
  /** An insert may not write it: its insert type is never. */
  insertRefused: boolean;
  /** Typed with Kysely's Generated or GeneratedAlways, directly or through one of the file's aliases. */
  markedGenerated: boolean;
}

/** Table name (a property of `DB`) → column name → column. */
export type DeclaredTables = Map<string, Map<string, DeclaredColumn>>;

export function readDeclaredTables(): DeclaredTables {
  // Strict, as apps/server compiles it: without strictNullChecks `| null` and `| undefined` vanish.
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const source = program.getSourceFile(SCHEMA_FILE)!;
  const problems = ts.getPreEmitDiagnostics(program, source);
  if (problems.length > 0) {
    const text = problems.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n'));
    throw new Error(`src/db/schema.ts does not compile:\n${text.join('\n')}`);
  }
  const checker = program.getTypeChecker();
  const dbInterface = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'DB',
  );
  if (!dbInterface) throw new Error('src/db/schema.ts declares no interface DB');

  const tables: DeclaredTables = new Map();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(dbInterface))) {
    const columns = new Map<string, DeclaredColumn>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      columns.set(column.name, describeColumn(checker, column));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

function describeColumn(checker: ts.TypeChecker, column: ts.Symbol): DeclaredColumn {
  const type = checker.getTypeOfSymbol(column);
  // ColumnType (and so Generated) is { __select__, __insert__, __update__ }; a plain type is all three.
  const part = (name: string) => {
    const property = checker.getPropertyOfType(type, name);
    return property ? checker.getTypeOfSymbol(property) : type;
  };
  const select = constituents(part('__select__'));
  const insert = constituents(part('__insert__'));
  const kinds = new Set(
    select.filter((member) => !(member.flags & ts.TypeFlags.Null)).map((member) => kindOf(checker, member)),
  );
  const insertRefused = insert.every((member) => member.flags & ts.TypeFlags.Never);
  const declaration = column.valueDeclaration;
  const typeNode = declaration && ts.isPropertySignature(declaration) ? declaration.type : undefined;
  return {
    type: [...kinds].sort().join(' | '),
    nullable: select.some((member) => member.flags & ts.TypeFlags.Null),
    insertOptional: insertRefused || insert.some((member) => member.flags & ts.TypeFlags.Undefined),
    insertRefused,
    markedGenerated: typeNode !== undefined && marksGenerated(checker, typeNode),
  };
}

const constituents = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : [type]);

function kindOf(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.flags & ts.TypeFlags.StringLike) return 'string';
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (type.getSymbol()?.name === 'Date') return 'Date';
  // A text[] or integer[] column comes back as an array of strings or numbers.
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type as ts.TypeReference);
    const elementKind = element && kindOf(checker, element);
    if (elementKind === 'string' || elementKind === 'number') return `${elementKind}[]`;
  }
  // jsonb comes back parsed: the file types it as the object or array it holds.
  if (type.flags & ts.TypeFlags.Object) return 'json';
  return checker.typeToString(type);
}

/** Whether the type's text names Generated or GeneratedAlways, following the file's type aliases. */
function marksGenerated(checker: ts.TypeChecker, node: ts.TypeNode): boolean {
  if (ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node)) {
    return node.types.some((member) => marksGenerated(checker, member));
  }
  if (!ts.isTypeReferenceNode(node)) return false;
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  if (symbol?.name === 'Generated' || symbol?.name === 'GeneratedAlways') return true;
  const declaration = symbol?.declarations?.[0];
  return declaration !== undefined && ts.isTypeAliasDeclaration(declaration)
    ? marksGenerated(checker, declaration.type)
    : false;
}
