import type { Rule } from 'eslint';

export declare const restrictedPaths: Rule.RuleModule;
