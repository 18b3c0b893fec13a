import { themeFor } from '../../src/app/theme';

describe('the antd theme of a visit', () => {
  it.each([
    // reduced motion asked, under test → motion token, wave disabled, zero-runtime styles
    [false, false, undefined, false, undefined],
    [true, false, false, true, undefined],
    [false, true, undefined, true, true],
    [true, true, undefined, true, true],
  ])(
    'reduced motion %s, under test %s: motion %s, wave disabled %s, zero runtime %s',
    (reduced, test, motion, waveOff, zeroRuntime) => {
      const { theme, wave } = themeFor(reduced, test);
      expect(theme.token?.motion).toBe(motion);
      expect(wave.disabled).toBe(waveOff);
      expect(theme.zeroRuntime).toBe(zeroRuntime);
      expect(theme.token?.colorPrimary).toBe('#0b5cad');
    },
  );
});
