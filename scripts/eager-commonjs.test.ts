import { describe, expect, it } from 'vitest';
import { eagerCommonJs } from './eager-commonjs.js';

describe('eagerCommonJs', () => {
  it('writes each CommonJS wrapper as a function expression, with its parameters, and nothing else', () => {
    const code = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '\tmodule.exports = () => 1;',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin(((exports) => { exports.x = (y) => y; }));',
      'var require_c = __commonJSMin((exports => { exports.z = 2; }));',
      'var require_d = __commonJSMin$1(((exports, module) => { module.exports = 3; }));',
      'const other = run(((a, b) => { return a + b; }));',
    ].join('\n');
    expect(eagerCommonJs(code)).toBe(
      [
        'var require_a = /* @__PURE__ */ __commonJSMin((function(exports, module) {',
        '\tmodule.exports = () => 1;',
        '}));',
        'var require_b = /* @__PURE__ */ __commonJSMin((function(exports) { exports.x = (y) => y; }));',
        'var require_c = __commonJSMin((function(exports) { exports.z = 2; }));',
        'var require_d = __commonJSMin$1((function(exports, module) { module.exports = 3; }));',
        'const other = run(((a, b) => { return a + b; }));',
      ].join('\n'),
    );
  });

  it('leaves code without a CommonJS wrapper as it is', () => {
    const code = 'export const f = (a) => { return a; };';
    expect(eagerCommonJs(code)).toBe(code);
  });
});
