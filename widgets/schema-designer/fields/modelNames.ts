// The model names a reference may point at: the repository's model files (their names only, from the
// file names; nothing is loaded) and the stored models the designer lists.
const repositoryModels = Object.keys(import.meta.glob('../../../schemas/models/*.json')).map((path) =>
  path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
);

/**
 * Every model name, sorted: the repository's, the stored ones, and `extra` (the draft's own).
 *
 * @example
 * modelNames(['online_visit']); // ['biz_case', …, 'online_visit', …, 'sys_user']
 */
export function modelNames(stored: readonly string[], extra: readonly string[] = []): string[] {
  return [...new Set([...repositoryModels, ...stored, ...extra])].filter(Boolean).sort();
}
