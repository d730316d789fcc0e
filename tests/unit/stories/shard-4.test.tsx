// Every story renders: share 4 of the story files (tests/helpers/storySmoke.ts).
import { storySmoke } from '../../helpers/storySmoke';

await storySmoke(3, 4);
