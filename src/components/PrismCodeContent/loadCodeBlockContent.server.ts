import * as codeBlockContent from './codeBlockContent';
import type {ContentModule} from './loadCodeBlockContent';
import {resolvedAtOnce} from './resolvedAtOnce';

type ContentName = keyof typeof codeBlockContent;

/**
 * In the server bundle (src/plugins/codeHighlighting puts it in place of loadCodeBlockContent):
 * the content at once, so React.lazy renders every code block into the HTML without suspending (a
 * suspension there would move the code out of place, revealed by inline scripts).
 */
export function loadContent<Name extends ContentName>(name: Name): Promise<ContentModule<Name>> {
  return resolvedAtOnce({default: codeBlockContent[name]});
}

export function loadCodeBlockContent(): Promise<typeof codeBlockContent> {
  return resolvedAtOnce(codeBlockContent);
}
