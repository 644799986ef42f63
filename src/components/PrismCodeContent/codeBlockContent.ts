// The code block's own code as one chunk (loadCodeBlockContent.tsx): a block of a string and a
// block of elements, with their buttons and the theme's code utilities.
export {default as StringContent} from '@theme/CodeBlock/Content/String';
export {default as ElementContent} from '@theme/CodeBlock/Content/Element';
