// Every story renders: share 3 of the story files (tests/helpers/storySmoke.ts).
import { storySmoke } from '../../helpers/storySmoke';

await storySmoke(2, 4);
