import { runDomainProcess } from '@hearth/service-kit';
import { householdService } from './household-service';

void runDomainProcess(householdService);
