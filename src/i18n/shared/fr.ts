/** The messages every page shares, in one file for this language (one download at start-up). */
import type { Messages } from '../message-catalog.ts';

const parts = import.meta.glob<Messages>('../messages/fr/*.json', { import: 'default', eager: true });
export default Object.assign({}, ...Object.values(parts)) as Messages;
