import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {RECEIVER_TABS} from './code';

/**
 * A complete webhook receiver that checks `X-Parley-Signature`, in Kotlin, Java and JavaScript
 * (synced tabs, `groupId="server-language"`). The code lives in ./code.ts, where the unit tests
 * run it.
 */
export default function WebhookSignatureCheck() {
  return (
    <Tabs groupId="server-language">
      {RECEIVER_TABS.map((tab) => (
        <TabItem key={tab.value} value={tab.value} label={tab.label}>
          <CodeBlock language={tab.language} showLineNumbers>
            {tab.code}
          </CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
