import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { readWidgetParams } from './widget-params';
import { WidgetApp } from './widget-app';
import '../index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <TooltipProvider>
      <WidgetApp params={readWidgetParams(window.location.search)} />
      <Toaster />
    </TooltipProvider>
  </StrictMode>,
);
