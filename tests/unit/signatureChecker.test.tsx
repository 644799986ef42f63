// @vitest-environment jsdom
/** The Bot API page's signature checker: its verdict follows the three fields, computed with Web Crypto. */
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import SignatureChecker from '@site/src/components/SignatureChecker';
import type {WebhookData} from '@site/src/openapi/types';
import {loadSpecs} from './openapiHelpers';

const botApi = (await loadSpecs())['bot-api'];
const webhook = {document: botApi, webhook: 'INIT_CHAT'} as WebhookData;
// Web Crypto answers asynchronously; on a loaded machine (the whole suite on two cores) it can take over a second.
const WEB_CRYPTO = {timeout: 5000};

describe('<SignatureChecker>', () => {
  afterEach(cleanup);

  it('says a filled-in example matches, a changed header does not, and an emptied field asks for all three', async () => {
    render(<SignatureChecker webhook={webhook} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Fill in the three fields to check the signature.');
    fireEvent.click(screen.getByRole('button', {name: 'Fill in the INIT_CHAT example'}));
    expect(await screen.findByText('The signature matches.', {}, WEB_CRYPTO)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/header/), {target: {value: `sha256=${'0'.repeat(64)}`}});
    expect(
      await screen.findByText(/The signature does not match\. With this body and secret it is/, {}, WEB_CRYPTO),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bot secret'), {target: {value: ''}});
    expect(status.textContent).toBe('Fill in the three fields to check the signature.');
  });
});
