/** spec 02 §5: the split-and-skip rule lives in the contract, shared with the settings screen. */
export { splitMutedKeywords } from '@sl/api-contract/schemas/configuration';
