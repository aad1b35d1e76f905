import { runDomainProcess } from '@hearth/service-kit';
import { authService } from './auth-service';

void runDomainProcess(authService);
