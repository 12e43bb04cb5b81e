import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/components/landing-page';
import './styles.css';

// The landing page's own entry (landing.html): no router, data layer or app screens to load first.
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <LandingPage />
  </StrictMode>,
);
