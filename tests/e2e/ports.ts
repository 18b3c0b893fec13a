/** The first preview server's port; worker n serves on E2E_PORT + n. */
export const E2E_PORT = 4173;
