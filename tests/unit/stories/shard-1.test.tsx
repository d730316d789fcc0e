// Every story renders: share 1 of the story files (tests/helpers/storySmoke.ts).
import { storySmoke } from '../../helpers/storySmoke';

await storySmoke(0, 4);
