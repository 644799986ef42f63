import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadCodeBlockContent} from '@site/src/components/PrismCodeContent/loadCodeBlockContent';

// A page whose server HTML shows code (its blocks' lines carry `data-code-lines`) starts loading
// the code block's chunk with its own, before it hydrates: hydration would otherwise wait for it
// to be requested when React reaches the first block. A page without code never loads it.
if (ExecutionEnvironment.canUseDOM && document.querySelector('code[data-code-lines]')) {
  void loadCodeBlockContent();
}
