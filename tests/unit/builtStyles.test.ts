// @vitest-environment jsdom
import { addBuiltStyles, addedStyles } from '../../src/app/firstView/builtStyles';

const style = (hash: string, css: string) =>
  `<style data-rc-order="prependQueue" data-rc-priority="-999" data-css-hash="${hash}">${css}</style>`;
const map = (paths: string) =>
  `<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"${paths}";}</style>`;

const BUTTON = style('b1', '.ant-btn{color:red}');
const TABS = style('t1', '.ant-tabs{color:blue}');
const TAG = style('g1', '.ant-tag{color:green}');

describe('addedStyles', () => {
  it.each([
    {
      case: 'the styles added since, then the map of all',
      before: BUTTON + map('btn:b1'),
      after: BUTTON + TABS + TAG + map('btn:b1;tabs:t1;tag:g1'),
      added: TABS + TAG + map('btn:b1;tabs:t1;tag:g1'),
    },
    {
      case: 'nothing when nothing was added (no map alone)',
      before: BUTTON + map('btn:b1'),
      after: BUTTON + map('btn:b1'),
      added: '',
    },
    {
      case: 'nothing without a map to name them by',
      before: BUTTON,
      after: BUTTON + TABS,
      added: '',
    },
    {
      case: 'every style when there was none before',
      before: '',
      after: TABS + map('tabs:t1'),
      added: TABS + map('tabs:t1'),
    },
  ])('gives $case', ({ before, after, added }) => {
    expect(addedStyles(before, after)).toBe(added);
  });
});

describe('addBuiltStyles', () => {
  beforeEach(() => {
    document.head.innerHTML = BUTTON + map('btn:b1');
  });

  it('adds the styles and puts the map of all in place of the page’s own', () => {
    addBuiltStyles(document, TABS + map('btn:b1;tabs:t1'));
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.map((s) => s.getAttribute('data-css-hash'))).toEqual(['b1', 't1', null]);
    const maps = document.head.querySelectorAll('style[data-ant-cssinjs-cache-path]');
    expect(maps).toHaveLength(1);
    expect(maps[0].textContent).toContain('btn:b1;tabs:t1');
  });

  it('leaves the page as it is when there is nothing to add', () => {
    const before = document.head.innerHTML;
    addBuiltStyles(document, '');
    expect(document.head.innerHTML).toBe(before);
  });
});
