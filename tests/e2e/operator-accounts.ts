/** The console accounts the e2e server is started with (playwright.config.ts makes them). */
export const E2E_OWNER = 'owner@e2e.example.com';
export const E2E_SUPPORT = 'support@e2e.example.com';
export const E2E_OPERATOR_PASSWORD = 'e2e console password';
