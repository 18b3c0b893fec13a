/**
 * The route pattern of an address (`/cases/12/lots/7` -> `/cases/:caseId/lots/:lotId`), for
 * reports that must never carry the ids, names or query of the address itself.
 */

/** The pattern reported for an address that no route matches (the not-found page). */
export const UNMATCHED_ROUTE = '*';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const isParam = (segment: string) => segment.startsWith(':');

/** How well a pattern's segments fit: a literal segment counts more than a parameter. */
const LITERAL_SCORE = 10;
const PARAM_SCORE = 3;

interface CompiledRoute {
  pattern: string;
  segments: string[];
  score: number;
}

/**
 * A matcher over the given patterns (literal segments and `:name` parameters, as the route table
 * writes them). As the router does, a path matches a pattern with as many segments, each literal
 * one equal (case-insensitive) and each parameter non-empty; of several matches the one with more
 * literal segments wins, then the first listed. The answer is always one of the patterns, or
 * UNMATCHED_ROUTE: nothing of the address itself.
 */
export function routeMatcher(patterns: readonly string[]): (pathname: string) => string {
  const routes: CompiledRoute[] = patterns.map((pattern) => {
    const segments = segmentsOf(pattern).map((s) => (isParam(s) ? s : s.toLowerCase()));
    return {
      pattern,
      segments,
      score: segments.reduce((sum, s) => sum + (isParam(s) ? PARAM_SCORE : LITERAL_SCORE), 0),
    };
  });
  return (pathname) => {
    // Only the path: a query or fragment passed by mistake is no part of it.
    const path = pathname.split(/[?#]/)[0];
    const parts = segmentsOf(path).map((s) => s.toLowerCase());
    let best: CompiledRoute | null = null;
    for (const route of routes) {
      if (route.segments.length !== parts.length) continue;
      if (!route.segments.every((s, i) => isParam(s) || s === parts[i])) continue;
      if (!best || route.score > best.score) best = route;
    }
    return best?.pattern ?? UNMATCHED_ROUTE;
  };
}
