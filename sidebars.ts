import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Written by hand in the order of SPEC §2.3. A new page is added here where a reader expects it.
const sidebars = {
  tutorialSidebar: [
    'index',
    {
      type: 'category',
      label: 'Getting started',
      items: [
        'start/whatis',
        'start/content-type',
        'start/error',
        'start/pulse-to-cc',
      ],
    },
    'info',
    {
      type: 'category',
      label: 'Agent guide',
      items: [
        {
          type: 'category',
          label: 'Quick start',
          items: [
            'agent/quickstart/login',
            'agent/quickstart/start-shift',
            'agent/quickstart/finish-shift',
            'agent/quickstart/active-threads',
            'agent/quickstart/shortcuts',
          ],
        },
        {
          type: 'category',
          label: 'Queue',
          items: [
            'agent/queue/sections',
            'agent/queue/queue-threads',
            'agent/queue/indicators',
            'agent/queue/navigation',
          ],
        },
        {
          type: 'category',
          label: 'Threads',
          items: [
            'agent/threads/features',
            'agent/threads/message-edit',
            'agent/threads/stealth-copy',
            'agent/threads/thread-tag',
            'agent/threads/response-template',
            'agent/threads/actions',
            'agent/threads/pinned-message',
            'agent/threads/thread-transfer',
            'agent/threads/thread-ending',
            'agent/threads/hotkey',
            'agent/threads/client-ban-request',
            'agent/threads/no-action',
            'agent/threads/internal-comment',
          ],
        },
        {
          type: 'category',
          label: 'Client profile',
          items: [
            'agent/client-profile/display',
            'agent/client-profile/edit',
            'agent/client-profile/context',
            'agent/client-profile/outgoing',
            'agent/client-profile/search',
          ],
        },
        {
          type: 'category',
          label: 'Other features',
          items: [
            'agent/other/statistics',
            'agent/other/notifications',
            'agent/other/profile-edit',
            'agent/other/bug-log',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Supervisor guide',
      items: [
        {
          type: 'category',
          label: 'Quick start',
          items: [
            'supervisor/quickstart/whois',
            'supervisor/quickstart/authorisation',
            'supervisor/quickstart/profile-edit',
          ],
        },
        'supervisor/monitoring',
        {
          type: 'category',
          label: 'New monitoring',
          items: [
            'supervisor/new-monitoring/features',
            'supervisor/new-monitoring/agents',
            'supervisor/new-monitoring/channels',
            'supervisor/new-monitoring/tags',
            'supervisor/new-monitoring/filters',
            'supervisor/new-monitoring/segments',
          ],
        },
        'supervisor/dashboards',
        {
          type: 'category',
          label: 'Reports',
          items: [
            'supervisor/report/create-and-download',
            'supervisor/report/agent-workload',
            'supervisor/report/operational-performance',
            'supervisor/report/thread-processing',
            'supervisor/report/agent-log',
            'supervisor/report/incoming-threads',
            'supervisor/report/outgoing-messages',
            'supervisor/report/survey-result',
            'supervisor/report/pinned-messages',
            'supervisor/report/feedback',
          ],
        },
        {
          type: 'category',
          label: 'Notifications',
          items: [
            'supervisor/notifications/create',
            'supervisor/notifications/block-request',
            'supervisor/notifications/agent-profile-request',
          ],
        },
        {
          type: 'category',
          label: 'Thread control',
          items: [
            'supervisor/threadcontrol/filter',
            'supervisor/threadcontrol/history',
            'supervisor/threadcontrol/client-history',
            'supervisor/threadcontrol/delete-message',
            'supervisor/threadcontrol/thread-transfer',
            'supervisor/threadcontrol/thread-ending',
            'supervisor/threadcontrol/outgoing-messages',
            'supervisor/threadcontrol/client-edit',
            'supervisor/threadcontrol/kpi-count',
            'supervisor/threadcontrol/thread-statistics',
          ],
        },
        {
          type: 'category',
          label: 'Users',
          items: [
            'supervisor/users/new-agent',
            'supervisor/users/editing-users',
          ],
        },
        {
          type: 'category',
          label: 'Settings',
          items: [
            'supervisor/settings/configure-sessions',
            'supervisor/settings/agent-licence',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Administrator guide',
      items: [
        {
          type: 'category',
          label: 'Quick start',
          items: [
            'admin/quickstart/whois',
            'admin/quickstart/login',
          ],
        },
        {
          type: 'category',
          label: 'Widget',
          items: [
            'admin/widget/features',
            'admin/widget/create',
            'admin/widget/settings',
            'admin/widget/design',
            'admin/widget/push-notifications',
            'admin/widget/json-editor',
            'admin/widget/install',
            'admin/widget/transfer',
          ],
        },
        {
          type: 'category',
          label: 'System information',
          items: [
            'admin/info/licence',
            'admin/info/storage',
            'admin/info/security',
          ],
        },
        {
          type: 'category',
          label: 'Routing',
          items: [
            'admin/routing/segmentation',
            'admin/routing/create-segment',
            'admin/routing/routing',
            'admin/routing/add-route',
          ],
        },
        {
          type: 'category',
          label: 'Agent workplace',
          items: [
            'admin/agent-workplace/session-config',
            'admin/agent-workplace/templates',
            'admin/agent-workplace/tags',
            'admin/agent-workplace/tag-structure',
            'admin/agent-workplace/tag-to-skill',
            'admin/agent-workplace/required-tag',
            'admin/agent-workplace/numerical-values',
            'admin/agent-workplace/performance-metrics',
            'admin/agent-workplace/timeouts',
          ],
        },
        {
          type: 'category',
          label: 'Chat management',
          items: [
            'admin/chat-management/work-hours',
            'admin/chat-management/admonitions',
            'admin/chat-management/personal-data-admonitions',
            'admin/chat-management/admonition-to-segment',
          ],
        },
        {
          type: 'category',
          label: 'Scenarios',
          items: [
            'admin/scenarios/chat-welcome',
          ],
        },
        {
          type: 'category',
          label: 'Integrations',
          items: [
            'admin/integrations/email',
            'admin/integrations/bot-adding',
            'admin/integrations/command-config',
            'admin/integrations/jira',
            'admin/integrations/instagram',
            'admin/integrations/facebook',
          ],
        },
        {
          type: 'category',
          label: 'User management',
          items: [
            'admin/usermanagement/create-user',
            'admin/usermanagement/edit-user',
            'admin/usermanagement/reset-password',
            'admin/usermanagement/agent-skills',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Chat bot',
      items: [
        'chat-bot/whatis',
        'chat-bot/connect',
        'chat-bot/infopasses',
        'chat-bot/features',
        'chat-bot/hotkeys',
        'chat-bot/other',
        'chat-bot/connection',
        'chat-bot/testing',
      ],
    },
    'sdk/sdk-mobilechat',
    {
      type: 'category',
      label: 'Additional functions',
      items: [
        'additional-function/number-masking',
        'additional-function/personal-manager',
        'additional-function/settings-changelog',
        'additional-function/password-rules',
        'additional-function/agent-mobileversion',
        'additional-function/agent-pushconfigure',
      ],
    },
  ],
  apiSidebar: [
    'api/index',
    {
      type: 'category',
      label: 'Bot API',
      items: [
        'api/bot-api/intro',
        'api/bot-api/description',
        'api/bot-api/start',
        {
          type: 'category',
          label: 'Webhooks',
          items: [
            'api/bot-api/webhooks/init-chat',
            'api/bot-api/webhooks/message',
            'api/bot-api/webhooks/training',
            'api/bot-api/webhooks/client-contact-provided',
          ],
        },
        'api/bot-api/greeting',
        'api/bot-api/stub',
        'api/bot-api/hints',
        'api/bot-api/history',
        'api/bot-api/close-thread',
        'api/bot-api/create-new-client',
        'api/bot-api/create-new-thread',
        'api/bot-api/send-bot-answers',
        'api/bot-api/post-answers-by-client-id',
        'api/bot-api/add-tags-to-thread',
        'api/bot-api/get-list-of-tags',
      ],
    },
    {
      type: 'category',
      label: 'External API',
      items: [
        {
          type: 'category',
          label: 'Authorization',
          items: [
            'api/external-api/authorization/authorization',
            'api/external-api/authorization/login',
            'api/external-api/authorization/jwt-token',
          ],
        },
        {
          type: 'category',
          label: 'Agents',
          items: [
            'api/external-api/agents/create',
            'api/external-api/agents/update',
            'api/external-api/agents/get-status',
            'api/external-api/agents/get-statuses',
            'api/external-api/agents/skills',
            'api/external-api/agents/set-status',
            'api/external-api/agents/logout',
            'api/external-api/agents/ping',
            'api/external-api/agents/sound-notification-get',
            'api/external-api/agents/sound-notification-set',
          ],
        },
        {
          type: 'category',
          label: 'Clients',
          items: [
            'api/external-api/clients/profile-get',
            'api/external-api/clients/update-by-external-id',
            'api/external-api/clients/update-by-internal-id',
            'api/external-api/clients/change-external-id',
            'api/external-api/clients/block',
            'api/external-api/clients/short-info',
          ],
        },
        {
          type: 'category',
          label: 'Threads',
          items: [
            'api/external-api/threads/settings',
            'api/external-api/threads/details',
            'api/external-api/threads/open-threads',
            'api/external-api/threads/filtered-threads',
            'api/external-api/threads/threads-by-statuses-and-logins',
            'api/external-api/threads/assign',
            'api/external-api/threads/unassign',
            'api/external-api/threads/transfer',
            'api/external-api/threads/close',
            'api/external-api/threads/close-with-comment',
            'api/external-api/threads/bulk-close-with-comment',
            'api/external-api/threads/resolve',
            'api/external-api/threads/aht',
          ],
        },
        {
          type: 'category',
          label: 'Messages',
          items: [
            'api/external-api/messages/outgoing-by-client-id',
            'api/external-api/messages/outgoing-by-external-id',
            'api/external-api/messages/outgoing-by-phone',
            'api/external-api/messages/outgoing-with-attachments',
          ],
        },
        'api/external-api/quality',
        {
          type: 'category',
          label: 'Queue',
          items: [
            'api/external-api/queue/threads-enqueued',
          ],
        },
        {
          type: 'category',
          label: 'Supervisors',
          items: [
            'api/external-api/supervisor/create',
            'api/external-api/supervisor/update',
          ],
        },
        {
          type: 'category',
          label: 'Inactivity reasons',
          items: [
            'api/external-api/inactivity-reasons/add',
            'api/external-api/inactivity-reasons/get',
            'api/external-api/inactivity-reasons/update',
          ],
        },
        'api/external-api/distribution',
        {
          type: 'category',
          label: 'Commands',
          items: [
            'api/external-api/commands/send-template',
          ],
        },
        {
          type: 'category',
          label: 'Users',
          items: [
            'api/external-api/users/user-blocked',
          ],
        },
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
