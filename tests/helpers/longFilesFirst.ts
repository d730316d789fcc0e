// Vitest's order of test files, with the story smoke shares (tests/unit/stories) first in their project.
// Without earlier results (a clean clone, as in CI) Vitest runs the largest files first, and these files
// are a line each but load a quarter of the stories apiece (a minute or more on a 2-core machine): run
// last, they kept one worker busy long after the other had finished.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG = /[\\/]tests[\\/]unit[\\/]stories[\\/]shard-\d+\.test\.tsx$/;

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects keep their order (Vitest runs them one after another); only files within one move.
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of sorted) {
      const group = byProject.get(file.project.name) ?? [];
      group.push(file);
      byProject.set(file.project.name, group);
    }
    return [...byProject.values()].flatMap((group) => [
      ...group.filter((f) => LONG.test(f.moduleId)),
      ...group.filter((f) => !LONG.test(f.moduleId)),
    ]);
  }
}
