// Both account pages in one chunk: they share nearly everything, and a chunk each would split the antd
// parts they share with other routes into more small chunks.
export { AccountCenter } from './center/AccountCenter';
export { AccountSettings } from './settings/AccountSettings';
