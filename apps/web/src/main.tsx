import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSession } from './lib/session/start-session';
import './styles.css';

// Restoring the session starts before React renders, alongside the first screen's code.
startSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
