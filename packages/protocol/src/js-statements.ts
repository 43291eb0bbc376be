import type { Token } from './js-tokens.ts'

/** A value in the script subset: a literal, a dotted name, or a call. */
export type Expression =
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'null' }
  | { readonly kind: 'name'; readonly path: string }
  | { readonly kind: 'call'; readonly callee: string; readonly args: readonly Expression[] }
  | { readonly kind: 'new'; readonly callee: string; readonly args: readonly Expression[] }

/** A statement of the subset the server writes; a parse tree, never something to run. */
export type Statement =
  | { readonly kind: 'expression'; readonly expression: Expression }
  | { readonly kind: 'assign'; readonly target: string; readonly value: Expression }
  | { readonly kind: 'var'; readonly name: string; readonly value: Expression }
  | { readonly kind: 'return'; readonly value: Expression }
  | { readonly kind: 'if'; readonly test: Expression; readonly body: readonly Statement[] }
  | { readonly kind: 'function'; readonly name: string; readonly body: readonly Statement[] }

// Deep enough for every shape the server writes; bounds recursion on hostile input.
const maxDepth = 8

/**
 * Parses tokens as a sequence of statements of the subset: calls, `new`,
 * assignments, `var`, `return`, `if (…) {…}` and `function name() {…}`.
 * Anything outside it, such as `else`, operators or function expressions,
 * gives null.
 */
export function parseStatements(tokens: readonly Token[]): Statement[] | null {
  const parser = new Parser(tokens)
  const statements = parser.statements(0)
  return statements && parser.atEnd() ? statements : null
}

class Parser {
  #pos = 0
  readonly #tokens: readonly Token[]

  constructor(tokens: readonly Token[]) {
    this.#tokens = tokens
  }

  atEnd(): boolean {
    return this.#pos >= this.#tokens.length
  }

  statements(depth: number): Statement[] | null {
    if (depth > maxDepth) return null
    const list: Statement[] = []
    while (!this.atEnd() && !this.#isPunct('}')) {
      if (this.#eatPunct(';')) continue
      const statement = this.#statement(depth)
      if (!statement) return null
      list.push(statement)
    }
    return list
  }

  #statement(depth: number): Statement | null {
    const token = this.#peek()
    if (token?.type === 'name') {
      switch (token.value) {
        case 'var': {
          this.#pos++
          const name = this.#name()
          if (!name || !this.#eatPunct('=')) return null
          const value = this.#expression(depth)
          return value && { kind: 'var', name, value }
        }
        case 'return': {
          this.#pos++
          const value = this.#expression(depth)
          return value && { kind: 'return', value }
        }
        case 'if': {
          this.#pos++
          if (!this.#eatPunct('(')) return null
          const test = this.#expression(depth)
          if (!test || !this.#eatPunct(')')) return null
          const body = this.#block(depth)
          return body && { kind: 'if', test, body }
        }
        case 'function': {
          this.#pos++
          const name = this.#name()
          if (!name || !this.#eatPunct('(') || !this.#eatPunct(')')) return null
          const body = this.#block(depth)
          return body && { kind: 'function', name, body }
        }
      }
    }
    const start = this.#pos
    const target = this.#path()
    if (target && this.#eatPunct('=')) {
      const value = this.#expression(depth)
      return value && { kind: 'assign', target, value }
    }
    this.#pos = start
    const expression = this.#expression(depth)
    return expression && { kind: 'expression', expression }
  }

  #block(depth: number): Statement[] | null {
    if (!this.#eatPunct('{')) return null
    const body = this.statements(depth + 1)
    return body && this.#eatPunct('}') ? body : null
  }

  #expression(depth: number): Expression | null {
    if (depth > maxDepth) return null
    const token = this.#peek()
    if (!token) return null
    if (token.type === 'string' || token.type === 'number') {
      this.#pos++
      return token.type === 'string'
        ? { kind: 'string', value: token.value }
        : { kind: 'number', value: token.value }
    }
    if (token.type === 'punct') {
      const next = this.#tokens[this.#pos + 1]
      if (token.value === '-' && next?.type === 'number') {
        this.#pos += 2
        return { kind: 'number', value: -next.value }
      }
      return null
    }
    switch (token.value) {
      case 'true':
      case 'false':
        this.#pos++
        return { kind: 'boolean', value: token.value === 'true' }
      case 'null':
        this.#pos++
        return { kind: 'null' }
      case 'new': {
        this.#pos++
        const callee = this.#path()
        const args = callee && this.#arguments(depth)
        return callee && args ? { kind: 'new', callee, args } : null
      }
    }
    const path = this.#path()
    if (!path) return null
    if (!this.#isPunct('(')) return { kind: 'name', path }
    const args = this.#arguments(depth)
    return args && { kind: 'call', callee: path, args }
  }

  #arguments(depth: number): Expression[] | null {
    if (!this.#eatPunct('(')) return null
    const args: Expression[] = []
    if (this.#eatPunct(')')) return args
    for (;;) {
      const arg = this.#expression(depth + 1)
      if (!arg) return null
      args.push(arg)
      if (this.#eatPunct(')')) return args
      if (!this.#eatPunct(',')) return null
    }
  }

  #path(): string | null {
    const first = this.#name()
    if (!first) return null
    let path = first
    while (this.#isPunct('.')) {
      this.#pos++
      const part = this.#name()
      if (!part) return null
      path += `.${part}`
    }
    return path
  }

  #name(): string | null {
    const token = this.#peek()
    if (token?.type !== 'name' || reserved.has(token.value)) return null
    this.#pos++
    return token.value
  }

  #peek(): Token | undefined {
    return this.#tokens[this.#pos]
  }

  #isPunct(value: string): boolean {
    const token = this.#peek()
    return token?.type === 'punct' && token.value === value
  }

  #eatPunct(value: string): boolean {
    if (!this.#isPunct(value)) return false
    this.#pos++
    return true
  }
}

const reserved: ReadonlySet<string> = new Set([
  'var',
  'return',
  'if',
  'else',
  'function',
  'new',
  'true',
  'false',
  'null',
  'typeof',
  'void',
  'delete',
])
