// Every story renders: share 2 of the story files (tests/helpers/storySmoke.ts).
import { storySmoke } from '../../helpers/storySmoke';

await storySmoke(1, 4);
